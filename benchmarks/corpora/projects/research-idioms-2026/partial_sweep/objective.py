import jax.numpy as jnp

from . import mc

NOISE_STD = 0.3


def gaussian_kl(mu, log_sigma, prior_scale):
    var = jnp.exp(2 * log_sigma)
    return 0.5 * jnp.sum((var + mu**2) / prior_scale**2 - 1.0 - 2 * log_sigma + 2 * jnp.log(prior_scale))


def neg_elbo(q, key, x, y, hp):
    w = mc.draw(key, q["mu"], q["log_sigma"], hp.n_samples)
    resid = y[None, :] - w @ x.T
    loglik = -0.5 * jnp.sum(resid**2, -1) / NOISE_STD**2
    return -jnp.mean(loglik) + gaussian_kl(q["mu"], q["log_sigma"], hp.prior_scale)
