import jax
import jax.numpy as jnp

from lut_ok.tables import LEVELS, RAMP

RAMP_J = jnp.asarray(RAMP)


@jax.jit
def quantize(image):
    idx = jnp.clip((image * (LEVELS - 1)).astype(jnp.int32), 0, LEVELS - 1)
    return RAMP_J[idx]
