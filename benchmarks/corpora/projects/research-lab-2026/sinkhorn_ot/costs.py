import jax.numpy as jnp


def sqeuclidean(x, y):
    return jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)


def euclidean(x, y):
    return jnp.sqrt(sqeuclidean(x, y) + 1e-12)


COSTS = {"sqeuclidean": sqeuclidean, "euclidean": euclidean}
