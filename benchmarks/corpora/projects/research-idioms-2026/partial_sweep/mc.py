import jax
import jax.numpy as jnp


def draw(key, mu, log_sigma, n_samples):
    eps = jax.random.normal(key, (n_samples,) + mu.shape)
    return mu + jnp.exp(log_sigma) * eps
