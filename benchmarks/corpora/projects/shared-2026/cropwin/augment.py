import jax

from . import crops


def add_noise(x, key, scale=0.3):
    return x + scale * jax.random.normal(key, x.shape)


def jitter_batch(clean, key, size):
    k_crop, k_noise = jax.random.split(key)
    target = crops.random_crop(clean, k_crop, size)
    return add_noise(target, k_noise), target
