"""Gaussian negative log-likelihood with a sanity check on the variance."""

import jax
import jax.numpy as jnp


def gaussian_nll(mu, log_var, y):
    var = jnp.exp(log_var)
    assert jnp.all(var > 0), "variance must be positive"
    return 0.5 * jnp.mean(log_var + (y - mu) ** 2 / var)


@jax.jit
def loss(params, x, y):
    mu = x @ params["w_mu"]
    log_var = x @ params["w_var"]
    return gaussian_nll(mu, log_var, y)


if __name__ == "__main__":
    key = jax.random.PRNGKey(3)
    x = jax.random.normal(key, (20, 4))
    y = x.sum(axis=1)
    params = {"w_mu": jnp.ones(4), "w_var": jnp.zeros(4) + 0.01}
    print(loss(params, x, y))
