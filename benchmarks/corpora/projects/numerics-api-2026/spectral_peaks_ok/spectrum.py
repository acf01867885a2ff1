import jax
import jax.numpy as jnp
import numpy as np


def _host_noise_floor(power):
    return np.asarray(8.0 * np.median(power), dtype=np.float32)


def periodogram(x):
    w = jnp.hanning(x.shape[-1])
    spec = jnp.fft.rfft(w * (x - jnp.mean(x)))
    return jnp.abs(spec) ** 2 / jnp.sum(w ** 2)


def noise_floor(power):
    out = jax.ShapeDtypeStruct((), jnp.float32)
    return jax.pure_callback(_host_noise_floor, out, power)
