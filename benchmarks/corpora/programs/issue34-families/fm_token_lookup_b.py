import operator

import jax
import jax.numpy as jnp

VOCAB = ["<pad>", "the", "cat", "sat", "on", "mat"]
embeddings = jax.random.normal(jax.random.key(0), (len(VOCAB), 4))

to_index = jax.jit(lambda t: jnp.asarray(t, dtype=jnp.int32))


def embed_sentence(token_ids):
    rows = []
    for t in token_ids:
        rows.append(embeddings[to_index(operator.index(t))])
    return jnp.stack(rows)


sentence = [1, 2, 3, 4, 1, 5]
vecs = embed_sentence(sentence)
print("sentence embedding norm:", float(jnp.linalg.norm(vecs.mean(0))))
