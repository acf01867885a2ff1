import jax.numpy as jnp


def transition_mean(x, t):
    return 0.5 * x + 25.0 * x / (1.0 + x ** 2) + 8.0 * jnp.cos(1.2 * t)


def observation_mean(x):
    return x ** 2 / 20.0


def log_likelihood(y, x, obs_std):
    r = (y - observation_mean(x)) / obs_std
    return -0.5 * r ** 2 - jnp.log(obs_std)
