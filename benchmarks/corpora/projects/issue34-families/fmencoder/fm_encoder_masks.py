import functools

import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def causal_mask(seq_len):
    return jnp.tril(jnp.ones((seq_len, seq_len), dtype=bool))


def padding_mask(lengths, seq_len):
    return jnp.arange(seq_len)[None, :] < lengths[:, None]
