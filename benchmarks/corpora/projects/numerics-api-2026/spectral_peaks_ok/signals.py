import jax
import jax.numpy as jnp


def make_batch(key, freqs, n, fs, noise=0.3):
    t = jnp.arange(n) / fs
    k_phase, k_noise = jax.random.split(key)
    phases = jax.random.uniform(k_phase, freqs.shape, maxval=2 * jnp.pi)
    clean = jnp.sum(jnp.sin(2 * jnp.pi * freqs[..., None] * t + phases[..., None]), axis=1)
    return clean + noise * jax.random.normal(k_noise, clean.shape)


def snr_db(freqs, noise, amplitude=1.0):
    # per-tone signal power of a unit sinusoid against white noise variance
    return 10.0 * jnp.log10(0.5 * amplitude ** 2 / noise ** 2) * jnp.ones(freqs.shape[0])
