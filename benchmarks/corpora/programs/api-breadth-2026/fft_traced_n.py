"""Zero-padded power spectrum with a transform length passed in by the caller."""
import jax
import jax.numpy as jnp


@jax.jit
def power_spectrum(signal, fft_len):
    spectrum = jnp.fft.fft(signal, n=fft_len)
    return jnp.abs(spectrum) ** 2 / fft_len


def dominant_bin(power):
    half = power.shape[0] // 2
    return int(jnp.argmax(power[1:half])) + 1


t = jnp.arange(48, dtype=jnp.float32)
signal = jnp.sin(2 * jnp.pi * 5 * t / 64.0)
power = power_spectrum(signal, 64)
print("spectrum length:", power.shape[0])
print("dominant bin:", dominant_bin(power))
