import jax.numpy as jnp


def edge_softmax(scores, adj):
    shift = jnp.max(scores[:, adj > 0])
    e = jnp.where(adj > 0, jnp.exp(scores - shift), 0.0)
    return e / (jnp.sum(e, axis=-1, keepdims=True) + 1e-9)


def attention_entropy(attn):
    return -jnp.sum(attn * jnp.log(attn + 1e-9), axis=-1).mean()
