import jax
import jax.numpy as jnp

MAX_LEN = 4


def padded_row(length):
    mask = jnp.arange(MAX_LEN) < length
    return jnp.broadcast_to(mask.astype(jnp.float32), (2, MAX_LEN))


lengths = jnp.array([1, 3, 2])
rows = jax.vmap(padded_row)(lengths)
print(rows.shape)
print(rows.sum(axis=(1, 2)))
