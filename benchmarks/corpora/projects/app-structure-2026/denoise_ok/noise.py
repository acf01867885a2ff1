import jax

from denoise_ok import kernels
from denoise_ok.registry import NOISES, register_noise


@register_noise("gaussian")
def make_gaussian(cfg):
    def corrupt(key, clean):
        return kernels.gaussian(key, clean, cfg.noise_std)

    return corrupt


@register_noise("impulse")
def make_impulse(cfg):
    def corrupt(key, clean):
        k_bg, k_spk = jax.random.split(key)
        noisy = kernels.gaussian(k_bg, clean, cfg.noise_std)
        return kernels.impulse(k_spk, noisy, cfg.num_spikes, cfg.spike_amplitude)

    return corrupt


def build_noise(cfg):
    if cfg.noise not in NOISES:
        raise ValueError(f"unknown noise model {cfg.noise!r}")
    return NOISES[cfg.noise](cfg)
