"""The chained comparison becomes two comparisons joined with `&`."""

import jax
import jax.numpy as jnp


@jax.jit
def safe_logit(p):
    valid = (p > 0) & (p < 1)
    return jnp.where(valid, jnp.log(p) - jnp.log1p(-p), jnp.nan)


safe_logit(jnp.asarray(0.25))
