import jax.numpy as jnp
import numpy as np

from .ginlite import configurable


def frame_indices(length, frame_size, hop):
    num_frames = 1 + (length - frame_size) // hop
    return np.arange(frame_size)[None, :] + hop * np.arange(num_frames)[:, None]


def make_window(name, size):
    if name == "hann":
        return np.hanning(size).astype(np.float32)
    if name == "hamming":
        return np.hamming(size).astype(np.float32)
    return np.ones(size, np.float32)


@configurable
def stft_magnitude(signal, fft_size, hop=None, window="hann"):
    hop = hop or fft_size // 4
    idx = frame_indices(signal.shape[-1], fft_size, hop)
    frames = signal[..., idx] * make_window(window, fft_size)
    return jnp.abs(jnp.fft.rfft(frames, axis=-1))


@configurable
def log_compress(magnitude, eps=1e-7):
    return jnp.log(magnitude + eps)
