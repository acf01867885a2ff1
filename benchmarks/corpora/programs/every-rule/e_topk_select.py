"""Selects active units with fixed-size nonzero and masked reductions."""
import jax
import jax.numpy as jnp


def active_indices(scores, threshold, k):
    (idx,) = jnp.nonzero(scores > threshold, size=k, fill_value=-1)
    return idx


def masked_mean(x, mask):
    return jnp.sum(jnp.where(mask, x, 0.0)) / jnp.maximum(mask.sum(), 1)


@jax.jit
def summarise(scores):
    idx = active_indices(scores, 0.0, 4)
    gathered = jnp.where(idx >= 0, scores[idx], 0.0)
    uniq = jnp.unique(jnp.round(scores), size=3, fill_value=0.0)
    return gathered, masked_mean(scores, scores > 0.0), uniq


scores = jax.random.normal(jax.random.PRNGKey(0), (10,))
print(summarise(scores))
