import jax
import jax.numpy as jnp


def antithetic(key, n, dim):
    half = n // 2
    eps = jax.random.normal(key, (half, dim))
    return jnp.concatenate([eps, -eps], axis=0)


def centered_ranks(x):
    ranks = jnp.argsort(jnp.argsort(x))
    return ranks / (x.shape[0] - 1) - 0.5
