"""Spectral analysis of a 1-D signal."""

import jax.numpy as jnp

import spectra
from spectra import windows


@spectra.jit_static("frame", "max_peaks")
def analyze(signal, frame, max_peaks, threshold=0.3):
    """Average normalized power spectrum over frames and its strongest peaks."""
    n_frames = signal.shape[0] // frame
    frames = signal[: n_frames * frame].reshape(n_frames, frame)
    frames = frames - frames.mean(axis=1, keepdims=True)
    frames = frames * jnp.asarray(windows.hann(frame))
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    power = spectra.normalize(power, axis=-1)
    mean_power = power.mean(axis=0)
    peaks, strength = spectra.find_peaks(mean_power, threshold, max_peaks)
    return mean_power, peaks, strength
