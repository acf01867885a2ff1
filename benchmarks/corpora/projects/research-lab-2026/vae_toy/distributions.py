import jax
import jax.numpy as jnp


def reparameterize(key, mu, logvar):
    eps = jax.random.normal(key, mu.shape)
    return mu + jnp.exp(0.5 * logvar) * eps


def gaussian_kl(mu, logvar):
    return -0.5 * jnp.sum(1.0 + logvar - mu ** 2 - jnp.exp(logvar), axis=-1)


def bernoulli_nll(logits, x):
    per_pixel = jnp.logaddexp(0.0, logits) - x * logits
    return jnp.sum(per_pixel.reshape(x.shape[0], -1), axis=-1)
