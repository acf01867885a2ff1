"""Attention scores with an optional mask argument."""

import jax
import jax.numpy as jnp


@jax.jit
def attention(q, k, v, mask=None):
    scores = q @ k.T / jnp.sqrt(q.shape[-1])
    if mask is not None:
        scores = jnp.where(mask, scores, -1e9)
    weights = jax.nn.softmax(scores, axis=-1)
    return weights @ v


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    q, k, v = (jax.random.normal(s, (4, 8)) for s in jax.random.split(key, 3))
    causal = jnp.tril(jnp.ones((4, 4), dtype=bool))
    print(attention(q, k, v).shape)
    print(attention(q, k, v, causal).shape)
