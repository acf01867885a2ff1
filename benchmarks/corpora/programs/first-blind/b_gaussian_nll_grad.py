"""Maximum-likelihood fit of a Gaussian by gradient descent."""

import math

import jax
import jax.numpy as jnp


def neg_log_likelihood(params, data):
    mu, log_sigma = params
    sigma = jnp.exp(log_sigma)
    n = data.shape[0]
    norm = n * math.log(sigma * math.sqrt(2 * math.pi))
    return norm + jnp.sum((data - mu) ** 2) / (2 * sigma**2)


def fit(data, steps=200, lr=1e-3):
    params = (jnp.array(0.0), jnp.array(0.0))
    grad_fn = jax.grad(neg_log_likelihood)
    for _ in range(steps):
        g = grad_fn(params, data)
        params = tuple(p - lr * gp for p, gp in zip(params, g))
    return params


if __name__ == "__main__":
    data = 2.0 + 0.5 * jax.random.normal(jax.random.PRNGKey(0), (500,))
    mu, log_sigma = fit(data)
    print(mu, jnp.exp(log_sigma))
