"""Causal attention weights for a short sequence.

After tests/lax_numpy_test.py, testArangeConcretizationError.
"""
import jax
import jax.numpy as jnp


@jax.jit
def causal_attention(scores, seq_len):
    pos = jnp.arange(seq_len)
    mask = pos[:, None] >= pos[None, :]
    scores = jnp.where(mask, scores, -jnp.inf)
    return jax.nn.softmax(scores, axis=-1)


scores = jnp.ones((5, 5))
print(causal_attention(scores, 5))
