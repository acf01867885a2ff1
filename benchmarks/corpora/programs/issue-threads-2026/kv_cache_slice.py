"""Single-query attention over the filled part of a key/value cache."""
import jax
import jax.numpy as jnp

MAX_LEN, HEAD_DIM = 16, 8


@jax.jit
def attend(q, k_cache, v_cache, pos):
    k, v = k_cache[:pos], v_cache[:pos]
    scores = k @ q / jnp.sqrt(HEAD_DIM)
    weights = jax.nn.softmax(scores)
    return weights @ v


def decode(keys, values, queries):
    k_cache = jnp.zeros((MAX_LEN, HEAD_DIM))
    v_cache = jnp.zeros((MAX_LEN, HEAD_DIM))
    outs = []
    for t in range(queries.shape[0]):
        k_cache = k_cache.at[t].set(keys[t])
        v_cache = v_cache.at[t].set(values[t])
        outs.append(attend(queries[t], k_cache, v_cache, t + 1))
    return jnp.stack(outs)


k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
keys = jax.random.normal(k1, (5, HEAD_DIM))
values = jax.random.normal(k2, (5, HEAD_DIM))
queries = jax.random.normal(k3, (5, HEAD_DIM))
print(decode(keys, values, queries).shape)
