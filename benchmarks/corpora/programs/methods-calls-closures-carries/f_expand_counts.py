"""Expanding per-sample weights to per-token weights."""
import jax
import jax.numpy as jnp


@jax.jit
def token_weights(sample_weights, lengths):
    w = jnp.repeat(sample_weights, lengths)
    return w / w.sum()


print(token_weights(jnp.array([1.0, 0.5, 2.0]), jnp.array([3, 2, 1])))
