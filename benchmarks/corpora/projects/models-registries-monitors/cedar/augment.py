import jax
import jax.numpy as jnp


def add_jitter(key, x, amount):
    return x + amount * jax.random.normal(key, x.shape)


def drop_outliers(x, y, threshold):
    """Remove targets further than `threshold` standard deviations from the mean."""
    z = (y - jnp.mean(y)) / (jnp.std(y) + 1e-6)
    keep = jnp.abs(z[:, 0]) < threshold
    return x[keep], y[keep]


def augment(key, x, y, *, jitter, threshold):
    x = add_jitter(key, x, jitter)
    return drop_outliers(x, y, threshold)
