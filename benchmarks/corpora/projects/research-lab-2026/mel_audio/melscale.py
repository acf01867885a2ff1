import numpy as np


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(sample_rate, n_fft, n_mels, f_min=50.0, f_max=None):
    f_max = f_max or sample_rate / 2
    mels = np.linspace(hz_to_mel(f_min), hz_to_mel(f_max), n_mels + 2)
    hz = mel_to_hz(mels)
    bins = np.fft.rfftfreq(n_fft, 1.0 / sample_rate)
    fb = np.zeros((len(bins), n_mels), np.float32)
    for m in range(n_mels):
        left, center, right = hz[m], hz[m + 1], hz[m + 2]
        up = (bins - left) / (center - left)
        down = (right - bins) / (right - center)
        fb[:, m] = np.maximum(0.0, np.minimum(up, down))
    return fb
