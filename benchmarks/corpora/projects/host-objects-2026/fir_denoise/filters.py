"""Jitted FIR filtering; the taps are compile-time constants."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("taps", "mode"))
def fir_filter(x, taps, mode="same"):
    kernel = jnp.asarray(taps, dtype=x.dtype)
    return jax.scipy.signal.convolve(x, kernel, mode=mode)


def filter_channels(x, taps):
    if x.ndim == 1:
        x = x[None]
    return jax.vmap(lambda ch: fir_filter(ch, taps=taps))(x)


@functools.partial(jax.jit, static_argnames=("nperseg",))
def band_energy(x, fs, nperseg=128):
    _, _, spec = jax.scipy.signal.stft(x, fs=fs, nperseg=nperseg)
    return jnp.mean(jnp.abs(spec) ** 2, axis=-1)
