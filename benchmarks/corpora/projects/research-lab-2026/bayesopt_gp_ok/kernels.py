import jax.numpy as jnp
import numpy as np

SQRT5 = np.sqrt(5.0)


def sq_dist(x1, x2):
    diff = x1[:, None, :] - x2[None, :, :]
    return jnp.sum(diff ** 2, axis=-1)


def rbf(x1, x2, lengthscale, variance):
    return variance * jnp.exp(-0.5 * sq_dist(x1, x2) / lengthscale ** 2)


def matern52(x1, x2, lengthscale, variance):
    r = jnp.sqrt(sq_dist(x1, x2) + 1e-12) / lengthscale
    return variance * (1.0 + SQRT5 * r + 5.0 / 3.0 * r ** 2) * jnp.exp(-SQRT5 * r)


KERNELS = {"rbf": rbf, "matern52": matern52}
