"""Pooling helpers for per-example token embeddings."""
import jax.numpy as jnp


def prefix_mean(emb, length):
    """Mean of the first `length` rows of emb (one example, shape [T, D])."""
    return jnp.mean(emb[:length], axis=0)


def prefix_max(emb, length):
    valid = jnp.arange(emb.shape[0]) < length
    return jnp.max(jnp.where(valid[:, None], emb, -jnp.inf), axis=0)
