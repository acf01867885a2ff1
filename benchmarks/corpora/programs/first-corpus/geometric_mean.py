"""Geometric mean and spread of positive measurements."""

import math

import jax
import jax.numpy as jnp


def log_stats(x):
    logs = jnp.log(x)
    mu = logs.mean()
    var = ((logs - mu) ** 2).mean()
    return mu, var


@jax.jit
def geometric_summary(x):
    mu, var = log_stats(x)
    spread = math.sqrt(var)
    return jnp.exp(mu), spread


if __name__ == "__main__":
    x = jnp.array([1.0, 2.0, 4.0, 8.0, 16.0])
    gm, spread = geometric_summary(x)
    print(gm, spread)
