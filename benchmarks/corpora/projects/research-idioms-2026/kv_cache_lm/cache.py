import jax.numpy as jnp
from flax import struct


@struct.dataclass
class KVCache:
    k: jnp.ndarray
    v: jnp.ndarray
    pos: jnp.ndarray


def init_cache(max_len, n_heads, head_dim):
    shape = (max_len, n_heads, head_dim)
    return KVCache(k=jnp.zeros(shape), v=jnp.zeros(shape), pos=jnp.array(0, jnp.int32))


def update(cache, k_new, v_new):
    k, v = cache.k, cache.v
    k[cache.pos] = k_new
    v[cache.pos] = v_new
    return cache.replace(k=k, v=v, pos=cache.pos + 1)
