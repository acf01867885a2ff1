"""Log-mel features: a NumPy filterbank built once, applied to a JAX STFT."""
import jax
import jax.numpy as jnp
import numpy as np


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + np.asarray(f) / 700.0)


def mel_to_hz(m):
    return 700.0 * (10.0 ** (np.asarray(m) / 2595.0) - 1.0)


def mel_filterbank(cfg):
    freqs = np.linspace(0.0, cfg.sample_rate / 2, cfg.n_freq)
    edges = mel_to_hz(np.linspace(hz_to_mel(cfg.fmin), hz_to_mel(cfg.fmax), cfg.n_mels + 2))
    fb = np.zeros((cfg.n_mels, cfg.n_freq), np.float32)
    for m in range(cfg.n_mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        rising = (freqs - lo) / max(mid - lo, 1e-6)
        falling = (hi - freqs) / max(hi - mid, 1e-6)
        fb[m] = np.maximum(0.0, np.minimum(rising, falling))
    return fb


def log_mel(wave, cfg, fb):
    if wave.ndim != 1:
        raise ValueError(f"expected a mono clip, got shape {wave.shape}")
    _, _, spec = jax.scipy.signal.stft(
        wave, fs=cfg.sample_rate, nperseg=cfg.n_fft, noverlap=cfg.n_fft - cfg.hop
    )
    power = jnp.abs(spec) ** 2
    mel = jnp.asarray(fb) @ power
    peak = float(jnp.max(mel))
    return jnp.log(mel / peak + 1e-6).T
