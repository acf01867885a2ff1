import jax
import jax.numpy as jnp


def flip(x, key):
    sign = jnp.where(jax.random.bernoulli(key, 0.5, (x.shape[0], 1)), -1.0, 1.0)
    return x * sign


def noise(x, key):
    return x + 0.01 * jax.random.normal(key, x.shape)


AUGMENTATIONS = {"flip": flip, "noise": noise}


def apply_all(x, key, names):
    for name, k in zip(names, jax.random.split(key, len(names))):
        x = AUGMENTATIONS[name](x, k)
    return x
