import jax
import jax.numpy as jnp

from depth import settings


@jax.jit
def refine(x):
    for _ in range(settings.ROUNDS):
        x = jnp.tanh(x) * settings.SCALE
    if settings.THRESHOLD > 0:
        x = x - settings.THRESHOLD
    return x
