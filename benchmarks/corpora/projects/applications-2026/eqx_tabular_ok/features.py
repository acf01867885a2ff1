import jax.numpy as jnp


def log_transform(x):
    # heavy-tailed positive features -> roughly gaussian
    return jnp.log1p(jnp.clip(x, 0.0, None))


def standardize(x, mean, std):
    return (x - mean) / std
