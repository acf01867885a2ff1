"""Sampling from a multivariate Gaussian via Cholesky factors."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n",))
def sample_mvn(key, mean, cov, n):
    assert jnp.all(jnp.linalg.eigvalsh(cov) > 0)
    chol = jnp.linalg.cholesky(cov)
    z = jax.random.normal(key, (n, mean.shape[0]))
    return mean + z @ chol.T


def make_cov(d, rho):
    return (1 - rho) * jnp.eye(d) + rho * jnp.ones((d, d))


if __name__ == "__main__":
    cov = make_cov(3, 0.4)
    samples = sample_mvn(jax.random.PRNGKey(0), jnp.zeros(3), cov, n=5)
    print(samples.shape)
