"""Discrete Fourier transform with a cached DFT matrix per signal length."""

import functools

import numpy as np
import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=8)
def dft_matrix(n: int) -> np.ndarray:
    k = np.arange(n)
    return np.exp(-2j * np.pi * np.outer(k, k) / n)


@jax.jit
def power_spectrum(signal: jax.Array) -> jax.Array:
    m = dft_matrix(signal.shape[-1])
    spec = signal.astype(jnp.complex64) @ jnp.asarray(m.T, dtype=jnp.complex64)
    return jnp.abs(spec) ** 2 / signal.shape[-1]


if __name__ == "__main__":
    t = jnp.arange(32)
    sig = jnp.sin(2 * jnp.pi * 4 * t / 32)
    ps = power_spectrum(sig)
    print(int(jnp.argmax(ps[:16])))
    print(power_spectrum(jnp.ones((2, 16))).shape)
