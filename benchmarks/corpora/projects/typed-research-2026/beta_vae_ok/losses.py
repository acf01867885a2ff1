import jax.numpy as jnp
import optax


def bernoulli_nll(logits, x):
    return optax.sigmoid_binary_cross_entropy(logits, x).sum(-1)


def gaussian_kl(mu, logvar):
    return -0.5 * jnp.sum(1.0 + logvar - mu**2 - jnp.exp(logvar), axis=-1)


def make_loss(model, beta_fn):
    def loss_fn(params, batch, step, rng):
        logits, mu, logvar = model.apply({"params": params}, batch, rng)
        rec = bernoulli_nll(logits, batch).mean()
        kl = gaussian_kl(mu, logvar).mean()
        beta = beta_fn(step)
        return rec + beta * kl, {"rec": rec, "kl": kl, "beta": beta}

    return loss_fn
