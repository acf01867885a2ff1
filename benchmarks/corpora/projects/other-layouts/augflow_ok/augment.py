"""Per-image random augmentations."""

import jax
import jax.numpy as jnp


def random_flip(key, image, prob):
    flip = jax.random.uniform(key) < prob
    return jnp.where(flip, image[:, ::-1], image)


def random_brightness(key, image, delta):
    shift = jax.random.uniform(key, minval=-delta, maxval=delta)
    return jnp.clip(image + shift, 0.0, 1.0)


def augment(key, image, flip_prob=0.5, delta=0.1):
    k_flip, k_bright = jax.random.split(key)
    return random_brightness(k_bright, random_flip(k_flip, image, flip_prob), delta)
