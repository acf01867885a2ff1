import jax
import jax.numpy as jnp

from . import sim


def rollout_mse(field, y0s, target, dts, subs):
    pred = jax.vmap(lambda y0: sim.rollout(field, y0, dts, subs))(y0s)
    return jnp.mean((pred - target) ** 2)
