import jax.numpy as jnp

from .distributions import bernoulli_nll, gaussian_kl


def elbo_loss(params, apply_fn, batch, key, step, beta_fn):
    logits, mu, logvar = apply_fn({"params": params}, batch, key)
    rec = bernoulli_nll(logits, batch)
    kl = gaussian_kl(mu, logvar)
    beta = beta_fn(step)
    loss = jnp.mean(rec + beta * kl)
    return loss, {"rec": jnp.mean(rec), "kl": jnp.mean(kl)}
