"""Noisy sine-wave sequences."""

import jax
import jax.numpy as jnp


def make_sequences(key, length, batch, dim):
    k_phase, k_noise = jax.random.split(key)
    phase = jax.random.uniform(k_phase, (1, batch, dim), maxval=2 * jnp.pi)
    t = jnp.arange(length + 1, dtype=jnp.float32)[:, None, None]
    wave = jnp.sin(0.3 * t + phase) + 0.05 * jax.random.normal(k_noise, (length + 1, batch, dim))
    return wave[:-1], wave[1:]
