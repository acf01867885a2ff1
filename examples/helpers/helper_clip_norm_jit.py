"""A gradient-clipping helper branches on a norm that its jitted caller made traced."""

import jax
import jax.numpy as jnp


def clip_by_norm(grads, max_norm):
    norm = jnp.linalg.norm(grads)
    if norm > max_norm:  # E: jax-traced-bool
        return grads * (max_norm / norm)
    return grads


@jax.jit
def sgd_step(params, grads, lr):
    return params - lr * clip_by_norm(grads, 1.0)


sgd_step(jnp.ones(3), jnp.array([3.0, 4.0, 0.0]), 0.1)
