"""Short-time Fourier transform of an audio clip with a segment length chosen by the caller."""
import jax
import jax.numpy as jnp
from jax.scipy import signal


@jax.jit
def spectrogram(audio, fs, segment_len):
    freqs, times, Zxx = signal.stft(audio, fs=fs, nperseg=segment_len)
    return freqs, times, jnp.abs(Zxx)


def loudest_frequency(freqs, mag):
    return float(freqs[jnp.argmax(mag.mean(axis=1))])


fs = 800.0
t = jnp.arange(1600) / fs
audio = jnp.sin(2 * jnp.pi * 100.0 * t) + 0.1 * jnp.sin(2 * jnp.pi * 300.0 * t)
freqs, times, mag = spectrogram(audio, fs, 128)
print("spectrogram:", mag.shape)
print("loudest frequency:", loudest_frequency(freqs, mag))
