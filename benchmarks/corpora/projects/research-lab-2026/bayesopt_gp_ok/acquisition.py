import jax.numpy as jnp
from jax.scipy.stats import norm


def expected_improvement(x, state, best, gp, xi):
    mean, std = gp.predict(state, x[None, :])
    z = (mean[0] - best - xi) / std[0]
    return (mean[0] - best - xi) * norm.cdf(z) + std[0] * norm.pdf(z)


def upper_confidence_bound(x, state, best, gp, beta=2.0):
    mean, std = gp.predict(state, x[None, :])
    return mean[0] + beta * std[0]


def log_ei(x, state, best, gp, xi):
    return jnp.log(expected_improvement(x, state, best, gp, xi) + 1e-12)
