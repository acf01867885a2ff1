import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def frequencies(dim, base):
    half = dim // 2
    return base ** (-jnp.arange(half) / half)


def encode(positions, base):
    freqs = frequencies(8, base)
    angles = positions[:, None] * freqs[None, :]
    return jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)


encode_jit = jax.jit(encode)
pos = jnp.arange(5.0)
emb = encode_jit(pos, 10000.0)
print(emb.shape)
print(jax.tree_util.tree_map(lambda a: a.round(3), emb[0]))
