import jax.numpy as jnp
import optax


def bernoulli_nll(logits, x):
    return jnp.sum(optax.sigmoid_binary_cross_entropy(logits, x), axis=-1)


def gaussian_kl(mean, logvar):
    return 0.5 * jnp.sum(jnp.exp(logvar) + mean ** 2 - 1.0 - logvar, axis=-1)
