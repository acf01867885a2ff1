import jax.numpy as jnp

from .fm_spectra_analysis import dominant_frequency

rate = 128.0
t = jnp.arange(512) / rate
signal = jnp.sin(2 * jnp.pi * 12.0 * t) + 0.5 * jnp.sin(2 * jnp.pi * 40.0 * t)
print("dominant frequency:", float(dominant_frequency(signal, rate)))
