"""Diagonal Gaussian and Bernoulli helpers."""
import jax
import jax.numpy as jnp

_LOG_2PI = jnp.log(2.0 * jnp.pi)


def sample_gaussian(key, mean, log_std, num_samples):
    eps = jax.random.normal(key, (num_samples,) + mean.shape)
    return mean + jnp.exp(log_std) * eps


def gaussian_log_prob(z, mean, log_std):
    return jnp.sum(-0.5 * ((z - mean) / jnp.exp(log_std)) ** 2 - log_std - 0.5 * _LOG_2PI,
                   axis=-1)


def standard_normal_log_prob(z):
    return jnp.sum(-0.5 * z**2 - 0.5 * _LOG_2PI, axis=-1)


def bernoulli_log_prob(x, logits):
    return jnp.sum(x * jax.nn.log_sigmoid(logits) + (1 - x) * jax.nn.log_sigmoid(-logits),
                   axis=-1)


def kl_to_standard_normal(mean, log_std):
    return jnp.sum(0.5 * (mean**2 + jnp.exp(2 * log_std)) - log_std - 0.5, axis=-1)
