import jax.numpy as jnp

from .features import log_compress, stft_magnitude
from .ginlite import configurable


@configurable
def multi_resolution_loss(pred, target, fft_sizes=(128,)):
    total = 0.0
    for fft_size in fft_sizes:
        p = stft_magnitude(pred, fft_size)
        t = stft_magnitude(target, fft_size)
        convergence = jnp.linalg.norm(t - p) / (jnp.linalg.norm(t) + 1e-6)
        log_mag = jnp.mean(jnp.abs(log_compress(p) - log_compress(t)))
        total = total + convergence + log_mag
    return total / len(fft_sizes)


@configurable
def l1_spectral_loss(pred, target, fft_sizes=(128,)):
    return sum(
        jnp.mean(jnp.abs(stft_magnitude(pred, n) - stft_magnitude(target, n))) for n in fft_sizes
    ) / len(fft_sizes)


@configurable
def total_loss(pred, target, spectral=l1_spectral_loss, spectral_weight=1.0, waveform_weight=0.0):
    loss = spectral_weight * spectral(pred, target)
    if waveform_weight:
        loss = loss + waveform_weight * jnp.mean(jnp.abs(pred - target))
    return loss
