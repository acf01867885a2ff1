"""Mixture model likelihood with input validation."""

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def validate(weights):
    assert jnp.all(weights >= 0), "weights must be non-negative"
    return weights / weights.sum()


@jax.jit
def mixture_logpdf(x, weights, means, scales):
    w = validate(weights)
    comp = norm.logpdf(x[:, None], means[None, :], scales[None, :])
    return jax.scipy.special.logsumexp(comp + jnp.log(w)[None, :], axis=1)


if __name__ == "__main__":
    x = jnp.linspace(-3, 3, 7)
    print(mixture_logpdf(x, jnp.array([0.3, 0.7]), jnp.array([-1.0, 1.0]), jnp.array([0.5, 0.8])))
