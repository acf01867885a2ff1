import jax
import jax.numpy as jnp

from convae_ok import masking
from convae_ok.registry import register_corruption, register_schedule


@register_schedule("constant")
def constant_rate(step, cfg):
    del step
    return jnp.asarray(cfg.end_rate)


@register_schedule("linear_ramp")
def linear_ramp(step, cfg):
    frac = jnp.minimum(step / cfg.ramp_steps, 1.0)
    return cfg.start_rate + (cfg.end_rate - cfg.start_rate) * frac


@register_corruption("gaussian")
def gaussian_noise(key, images, rate, cfg):
    return images + rate * cfg.noise_std * jax.random.normal(key, images.shape)


@register_corruption("patch_mask")
def patch_mask(key, images, rate, cfg):
    batch, height, width, _ = images.shape
    grid_h, grid_w = height // cfg.patch_size, width // cfg.patch_size
    keys = jax.random.split(key, batch)
    flat = jax.vmap(lambda k: masking.keep_mask(k, grid_h * grid_w, rate))(keys)
    grid = flat.reshape(batch, grid_h, grid_w)
    pixel_mask = masking.upsample_patches(grid, cfg.patch_size)
    return images * pixel_mask[..., None]
