import jax
import jax.numpy as jnp


def make(key, cfg):
    k1, k2 = jax.random.split(key)
    x = jax.random.normal(k1, (cfg.n, cfg.features))
    w = jax.random.normal(k2, (cfg.features,))
    return x, (x @ w > 0).astype(jnp.float32)
