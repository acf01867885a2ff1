"""Single-query attention over a fixed-size KV cache, masking unfilled slots."""
from functools import partial

import jax
import jax.numpy as jnp

MAX_LEN, HEAD_DIM = 16, 8


@jax.jit
def attend(q, k_cache, v_cache, pos):
    scores = k_cache @ q / jnp.sqrt(HEAD_DIM)
    scores = jnp.where(jnp.arange(MAX_LEN) < pos, scores, -jnp.inf)
    return jax.nn.softmax(scores) @ v_cache


@partial(jax.jit, static_argnames="window")
def recent_keys(k_cache, pos, window):
    start = jnp.maximum(pos - window, 0)
    return jax.lax.dynamic_slice_in_dim(k_cache, start, window, axis=0)


def decode(keys, values, queries):
    k_cache = jnp.zeros((MAX_LEN, HEAD_DIM))
    v_cache = jnp.zeros((MAX_LEN, HEAD_DIM))
    outs = []
    for t in range(queries.shape[0]):
        k_cache = k_cache.at[t].set(keys[t])
        v_cache = v_cache.at[t].set(values[t])
        outs.append(attend(queries[t], k_cache, v_cache, t + 1))
    return jnp.stack(outs), k_cache


k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
keys = jax.random.normal(k1, (5, HEAD_DIM))
values = jax.random.normal(k2, (5, HEAD_DIM))
queries = jax.random.normal(k3, (5, HEAD_DIM))
outs, k_cache = decode(keys, values, queries)
print(outs.shape, recent_keys(k_cache, 5, window=3).shape)
