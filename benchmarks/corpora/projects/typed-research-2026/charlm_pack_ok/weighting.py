import jax
import jax.numpy as jnp

from .vocab import BOS_ID, EOS_ID, PAD_ID

SPECIAL_WEIGHTS = {PAD_ID: 0.0, BOS_ID: 0.0, EOS_ID: 2.0}


def token_weight(tok):
    return jnp.select([tok == k for k in SPECIAL_WEIGHTS], list(SPECIAL_WEIGHTS.values()), 1.0)


def loss_weights(targets, target_segments):
    w = jax.vmap(jax.vmap(token_weight))(targets)
    return jnp.where(target_segments > 0, w, 0.0)
