import functools

import jax
import jax.numpy as jnp
import numpy as np

SAMPLE_RATE = 64.0


def band_power(signal, freqs, lo, hi):
    spectrum = jnp.abs(jnp.fft.rfft(signal)) ** 2
    band = (freqs >= lo) & (freqs < hi)
    return spectrum[band].sum() / spectrum.sum()


t = np.arange(128) / SAMPLE_RATE
signal = jnp.asarray(np.sin(2 * np.pi * 5.0 * t) + 0.3 * np.sin(2 * np.pi * 20.0 * t))
freqs = np.fft.rfftfreq(t.size, d=1.0 / SAMPLE_RATE)
alpha = jax.jit(functools.partial(band_power, freqs=freqs, lo=4.0, hi=8.0))
beta = jax.jit(functools.partial(band_power, freqs=freqs, lo=13.0, hi=30.0))
print("alpha band share:", float(alpha(signal)))
print("beta band share:", float(beta(signal)))
