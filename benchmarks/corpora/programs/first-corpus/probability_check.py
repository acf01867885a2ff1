"""Bernoulli log-likelihood that validates the probability argument."""

import jax
import jax.numpy as jnp


def bernoulli_logpmf(k, p):
    if not 0.0 < p < 1.0:
        raise ValueError("p must be in (0, 1)")
    return k * jnp.log(p) + (1 - k) * jnp.log1p(-p)


def total_loglik(data, p):
    return jax.vmap(bernoulli_logpmf, in_axes=(0, None))(data, p).sum()


fitted = jax.jit(total_loglik)


if __name__ == "__main__":
    data = jnp.array([1, 0, 1, 1, 0, 1])
    print(fitted(data, 0.6))
