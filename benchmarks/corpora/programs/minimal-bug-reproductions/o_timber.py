import jax
import jax.numpy as jnp


def normalize(v, axis=-1):
    return v / jnp.linalg.norm(v, axis=axis, keepdims=True)


@jax.jit
def retrieve(query, corpus, k):
    sims = normalize(corpus) @ normalize(query)
    scores, idx = jax.lax.top_k(sims, k)
    return idx, scores


key = jax.random.key(42)
corpus = jax.random.normal(key, (20, 16))
query = corpus[3] + 0.1 * jax.random.normal(jax.random.key(1), (16,))
idx, scores = retrieve(query, corpus, 3)
print(idx, scores.round(3))
assert int(idx[0]) == 3
