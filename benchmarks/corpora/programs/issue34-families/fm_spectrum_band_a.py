import jax
import jax.numpy as jnp
import numpy as np

SAMPLE_RATE = 64.0


@jax.jit
def band_power(signal, freqs, lo, hi):
    spectrum = jnp.abs(jnp.fft.rfft(signal)) ** 2
    band = (freqs >= lo) & (freqs < hi)
    return spectrum[band].sum() / spectrum.sum()


t = np.arange(128) / SAMPLE_RATE
signal = jnp.asarray(np.sin(2 * np.pi * 5.0 * t) + 0.3 * np.sin(2 * np.pi * 20.0 * t))
freqs = np.fft.rfftfreq(t.size, d=1.0 / SAMPLE_RATE)
print("alpha band share:", float(band_power(signal, freqs, 4.0, 8.0)))
print("beta band share:", float(band_power(signal, freqs, 13.0, 30.0)))
print("total share check:", float(band_power(signal, freqs, 0.0, 33.0)))
