"""Denoise, then score the result on the host."""
import jax.numpy as jnp
import numpy as np

from . import filters
from .design import FilterBank


def snr_db(clean, estimate):
    noise = estimate - clean
    return 10.0 * np.log10(np.sum(clean ** 2, axis=-1) / np.sum(noise ** 2, axis=-1))


def run(cfg, clean, noisy):
    bank = FilterBank(cfg)
    denoised = np.asarray(filters.filter_channels(jnp.asarray(noisy), bank.taps))
    energy_in = np.asarray(filters.band_energy(noisy, cfg.sample_rate))
    energy_out = np.asarray(filters.band_energy(denoised, cfg.sample_rate))
    hf = energy_in.shape[-1] // 2
    return {
        "snr_before": snr_db(clean, noisy),
        "snr_after": snr_db(clean, denoised),
        "hf_reduction": energy_in[:, hf:].sum(-1) / energy_out[:, hf:].sum(-1),
    }
