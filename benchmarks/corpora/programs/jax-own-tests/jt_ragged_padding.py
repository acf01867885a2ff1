import jax
import jax.numpy as jnp


def padded_row(length):
    return jnp.zeros(shape=(2, length))


lengths = jnp.array([1, 3, 2])
rows = jax.vmap(padded_row)(lengths)
print(rows.shape)
