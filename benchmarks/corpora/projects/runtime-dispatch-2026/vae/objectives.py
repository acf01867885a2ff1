"""Per-example training objectives (to be minimised).

Signature: ``objective(model, x, key, step, **kwargs) -> scalar``.
"""
import jax
import jax.numpy as jnp

from . import distributions as D


def elbo(model, x, key, step, beta=1.0):
    mean, log_std = model.encode(x)
    z = D.sample_gaussian(key, mean, log_std, 1)[0]
    recon = D.bernoulli_log_prob(x, model.decode(z))
    return -(recon - beta * D.kl_to_standard_normal(mean, log_std))


def beta_elbo(model, x, key, step, warmup=20, beta_max=1.0):
    beta = beta_max * jnp.minimum(1.0, step / warmup)
    return elbo(model, x, key, step, beta=beta)


def iwae(model, x, key, step, max_samples=8, anneal_every=3):
    num_samples = jnp.minimum(1 + step // anneal_every, max_samples)
    mean, log_std = model.encode(x)
    z = D.sample_gaussian(key, mean, log_std, num_samples)
    logits = jax.vmap(model.decode)(z)
    log_w = (D.bernoulli_log_prob(x, logits) + D.standard_normal_log_prob(z)
             - D.gaussian_log_prob(z, mean, log_std))
    return -(jax.nn.logsumexp(log_w) - jnp.log(num_samples))
