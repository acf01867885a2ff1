"""Band power of each channel, vmapped and jitted: `np.fft.rfft` converts the tracer to a
NumPy array, which JAX refuses; `jnp.fft.rfft` is the traceable twin."""

import jax
import jax.numpy as jnp
import numpy as np


def band_power(x, window):
    spectrum = np.fft.rfft(x * window)  # E: jax-numpy-on-traced
    return jnp.sum(jnp.abs(spectrum) ** 2)


signals = jnp.ones((4, 64))
window = jnp.asarray(np.hanning(64), dtype=jnp.float32)
powers = jax.jit(jax.vmap(lambda x: band_power(x, window)))(signals)
