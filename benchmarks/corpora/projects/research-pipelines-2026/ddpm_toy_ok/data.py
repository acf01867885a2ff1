import jax
import jax.numpy as jnp


def swiss_roll(key, n, noise=0.05):
    k_t, k_n = jax.random.split(key)
    t = 1.5 * jnp.pi * (1.0 + 2.0 * jax.random.uniform(k_t, (n,)))
    x = jnp.stack([t * jnp.cos(t), t * jnp.sin(t)], axis=-1) / 10.0
    return x + noise * jax.random.normal(k_n, x.shape)


def batches(key, batch_size):
    while True:
        key, sub = jax.random.split(key)
        yield swiss_roll(sub, batch_size)
