"""`math.sqrt` becomes `jnp.sqrt` (or `lax.rsqrt`)."""

import jax
import jax.numpy as jnp


@jax.jit
def rms_norm(x):
    ms = jnp.mean(x * x)
    return x / jnp.sqrt(ms + 1e-6)


rms_norm(jnp.arange(4.0))
