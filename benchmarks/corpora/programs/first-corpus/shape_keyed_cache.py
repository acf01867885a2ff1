"""Cache of precomputed frequency tables keyed by input shape and dtype."""

import jax
import jax.numpy as jnp
import numpy as np

_TABLES = {}


def frequency_table(shape, dtype):
    key = (shape, str(dtype))
    if key not in _TABLES:
        n = shape[-1]
        _TABLES[key] = np.fft.fftfreq(n)
    return _TABLES[key]


@jax.jit
def spectrum_centroid(x):
    freqs = frequency_table(x.shape, x.dtype)
    power = jnp.abs(jnp.fft.fft(x)) ** 2
    return (power * jnp.abs(freqs)).sum(-1) / power.sum(-1)


if __name__ == "__main__":
    x = jnp.sin(jnp.linspace(0.0, 20.0, 32))
    print(spectrum_centroid(x))
    print(spectrum_centroid(jnp.stack([x, x * 2])))
