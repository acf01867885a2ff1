import jax.numpy as jnp


def known_fraction(mask):
    total = mask.shape[-1]
    count = jnp.sum(mask)
    return count / total


def replace_known(x, observed, mask, sigma, noise):
    frac = known_fraction(mask)
    noisy_obs = observed + sigma * noise
    blended = jnp.where(mask > 0, noisy_obs, x)
    return blended, frac


def reconstruction_error(x, observed, mask):
    diff = jnp.abs(x - observed) * mask
    return jnp.sum(diff) / jnp.maximum(jnp.sum(mask) * x.shape[0], 1.0)
