"""`x in d` for a dict hashes `x`: a traced token cannot be looked up in a vocabulary."""

import jax
import jax.numpy as jnp

SPECIAL_TOKENS = {0: "pad", 1: "bos", 2: "eos"}


@jax.jit
def token_weight(token):
    special = token in SPECIAL_TOKENS  # E: jax-traced-hash
    return jnp.where(special, 0.0, 1.0)


token_weight(jnp.asarray(5))
