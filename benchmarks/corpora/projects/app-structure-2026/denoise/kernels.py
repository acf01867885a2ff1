import jax
import jax.numpy as jnp


def gaussian(key, x, std):
    return x + std * jax.random.normal(key, x.shape)


def impulse(key, x, num_spikes, amplitude):
    k_pos, k_sign = jax.random.split(key)
    batch, length = x.shape[0], x.shape[1]
    positions = jax.random.randint(k_pos, (batch, num_spikes), 0, length)
    signs = jnp.where(jax.random.bernoulli(k_sign, 0.5, positions.shape), 1.0, -1.0)
    rows = jnp.arange(batch)[:, None]
    noisy = x.copy()
    noisy[rows, positions, 0] = amplitude * signs
    return noisy
