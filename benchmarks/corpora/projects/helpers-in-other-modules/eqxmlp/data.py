import jax
import jax.numpy as jnp


def batches(key, n_batches, batch_size, dim):
    for k in jax.random.split(key, n_batches):
        x = jax.random.normal(k, (batch_size, dim))
        yield x, jnp.sin(x).sum(axis=1)
