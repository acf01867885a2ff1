import jax
import jax.numpy as jnp


def _scaled_sq_dist(a, b, lengthscale):
    return jnp.sum(((a - b) / lengthscale) ** 2)


def rbf(a, b, hp):
    return hp["variance"] * jnp.exp(-0.5 * _scaled_sq_dist(a, b, hp["lengthscale"]))


def matern52(a, b, hp):
    r = jnp.sqrt(_scaled_sq_dist(a, b, hp["lengthscale"]) + 1e-12)
    s5 = jnp.sqrt(5.0) * r
    return hp["variance"] * (1.0 + s5 + 5.0 / 3.0 * r ** 2) * jnp.exp(-s5)


KERNELS = {"rbf": rbf, "matern52": matern52}


def gram(kernel, x1, x2, hp):
    row = jax.vmap(lambda a, b: kernel(a, b, hp), in_axes=(None, 0))
    return jax.vmap(row, in_axes=(0, None))(x1, x2)
