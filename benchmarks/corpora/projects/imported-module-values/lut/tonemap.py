import jax
import jax.numpy as jnp

from lut.tables import LEVELS, RAMP


@jax.jit
def quantize(image):
    idx = jnp.clip((image * (LEVELS - 1)).astype(jnp.int32), 0, LEVELS - 1)
    return RAMP[idx]
