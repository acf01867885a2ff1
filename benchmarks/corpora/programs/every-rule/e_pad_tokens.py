"""Pads token sequences to a common length and embeds them."""
import jax
import jax.numpy as jnp


def pad_to(tokens, length, pad_id):
    extra = length - tokens.shape[0]
    padding = jnp.full((extra,), pad_id, dtype=tokens.dtype)
    return jnp.concatenate([tokens, padding])


@jax.jit
def embed_batch(embedding, tokens, max_len):
    padded = pad_to(tokens, max_len, 0)
    return embedding[padded]


embedding = jax.random.normal(jax.random.PRNGKey(0), (50, 4))
tokens = jnp.array([3, 7, 11])
out = embed_batch(embedding, tokens, 8)
print(out.shape)
