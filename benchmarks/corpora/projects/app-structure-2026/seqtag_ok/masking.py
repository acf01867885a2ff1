import jax.numpy as jnp


def padding_mask(tokens, pad_id):
    return tokens != pad_id


def masked_mean(values, mask=None):
    if mask is None:
        return jnp.mean(values)
    return jnp.sum(jnp.where(mask, values, 0.0)) / jnp.maximum(jnp.sum(mask), 1)
