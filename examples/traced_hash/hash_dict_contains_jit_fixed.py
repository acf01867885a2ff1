"""Compare against an array of the special ids, built from the static dict."""

import jax
import jax.numpy as jnp

SPECIAL_TOKENS = {0: "pad", 1: "bos", 2: "eos"}
SPECIAL_IDS = jnp.array(sorted(SPECIAL_TOKENS))


@jax.jit
def token_weight(token):
    special = jnp.any(token == SPECIAL_IDS)
    return jnp.where(special, 0.0, 1.0)


token_weight(jnp.asarray(5))
