from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax


class MomentumState(NamedTuple):
    velocity: object
    count: jnp.ndarray


def normalized_momentum(lr, beta):
    def init_fn(params):
        return MomentumState(jax.tree.map(jnp.zeros_like, params), jnp.zeros([], jnp.int32))

    def update_fn(updates, state, params=None):
        del params
        vel = jax.tree.map(lambda v, g: beta * v + (1 - beta) * g, state.velocity, updates)
        norm = optax.global_norm(vel)
        scale = jnp.where(norm > 1.0, 1.0 / norm, 1.0)
        out = jax.tree.map(lambda v: -lr * scale * v, vel)
        return out, MomentumState(vel, state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)
