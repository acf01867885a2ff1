"""A chained comparison `0 < p < 1` needs the bool of `0 < p` under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def safe_logit(p):
    valid = 0 < p < 1  # E: jax-traced-bool
    return jnp.where(valid, jnp.log(p) - jnp.log1p(-p), jnp.nan)


safe_logit(jnp.asarray(0.25))
