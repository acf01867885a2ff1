"""Framing, windows and filterbanks.  Tables are built once with NumPy."""
import numpy as np


def hann(length):
    n = np.arange(length)
    return (0.5 - 0.5 * np.cos(2 * np.pi * n / length)).astype(np.float32)


def frame(signal, frame_length, hop_length):
    num_frames = 1 + (signal.shape[-1] - frame_length) // hop_length
    idx = np.arange(num_frames)[:, None] * hop_length + np.arange(frame_length)[None, :]
    return signal[..., idx]


def _hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + np.asarray(f) / 700.0)


def _mel_to_hz(m):
    return 700.0 * (10.0 ** (np.asarray(m) / 2595.0) - 1.0)


def mel_filterbank(num_fft_bins, num_mels, sample_rate):
    fft_freqs = np.linspace(0.0, sample_rate / 2, num_fft_bins)
    mel_points = np.linspace(_hz_to_mel(0.0), _hz_to_mel(sample_rate / 2), num_mels + 2)
    hz_points = _mel_to_hz(mel_points)
    bank = np.zeros((num_fft_bins, num_mels), np.float32)
    for m in range(num_mels):
        lo, center, hi = hz_points[m:m + 3]
        rising = (fft_freqs - lo) / (center - lo)
        falling = (hi - fft_freqs) / (hi - center)
        bank[:, m] = np.maximum(0.0, np.minimum(rising, falling))
    return bank


def dct_matrix(num_in, num_out):
    n = np.arange(num_in)
    k = np.arange(num_out)[:, None]
    basis = np.cos(np.pi / num_in * (n + 0.5) * k) * np.sqrt(2.0 / num_in)
    basis[0] /= np.sqrt(2.0)
    return basis.T.astype(np.float32)
