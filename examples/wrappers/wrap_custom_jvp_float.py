"""A `custom_jvp` function called from jit is traced: `float()` of its argument fails."""

import jax
import jax.numpy as jnp


@jax.custom_jvp
def safe_log(x):
    if float(x) <= 0.0:  # E: jax-traced-conversion
        return jnp.asarray(-jnp.inf)
    return jnp.log(x)


@safe_log.defjvp
def safe_log_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return safe_log(x), t / jnp.maximum(x, 1e-12)


@jax.jit
def log_likelihood(p):
    return safe_log(p) + safe_log(1.0 - p)


log_likelihood(jnp.asarray(0.3))
