from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1, 2, 3))
def make_signals(key, n, num_classes, length, noise_std):
    k_lab, k_phase, k_noise = jax.random.split(key, 3)
    labels = jax.random.randint(k_lab, (n,), 0, num_classes)
    freqs = 1.0 + labels.astype(jnp.float32)
    phase = jax.random.uniform(k_phase, (n, 1), maxval=2 * jnp.pi)
    t = jnp.linspace(0.0, 2 * jnp.pi, length)[None, :]
    x = jnp.sin(freqs[:, None] * t + phase)
    return x + noise_std * jax.random.normal(k_noise, x.shape), labels


def batch_iterator(key, batch_size, num_classes, length, noise_std):
    while True:
        key, sub = jax.random.split(key)
        yield make_signals(sub, batch_size, num_classes, length, noise_std)
