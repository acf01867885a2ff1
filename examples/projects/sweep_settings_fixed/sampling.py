"""Monte Carlo draws around a mean, as many as the settings say."""

import jax


def draw(key, mean, n_samples):
    return mean + jax.random.normal(key, (n_samples,) + mean.shape)
