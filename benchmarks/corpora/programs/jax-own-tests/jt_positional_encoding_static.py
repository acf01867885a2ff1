from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("seq_len", "dim"))
def positional_encoding(seq_len, dim):
    pos = jnp.arange(seq_len)[:, None]
    i = jnp.arange(dim)[None, :]
    angle = pos / jnp.power(10000.0, (2 * (i // 2)) / dim)
    return jnp.where(i % 2 == 0, jnp.sin(angle), jnp.cos(angle))


print(positional_encoding(6, 4).shape)
print(positional_encoding(seq_len=3, dim=8).shape)
