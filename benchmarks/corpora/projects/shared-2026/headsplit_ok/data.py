import jax
import jax.numpy as jnp


def make(key, batch, seq, dim):
    x = jax.random.normal(key, (batch, seq, dim))
    y = jnp.sum(x[:, 0, :2], axis=-1) - jnp.mean(x[:, -1], axis=-1)
    return x, y
