"""Pairwise distance features computed with nested vmap."""
import jax
import jax.numpy as jnp


def rbf(a, b, gamma):
    return jnp.exp(-gamma * jnp.sum((a - b) ** 2))


def kernel_row(a, points, gamma):
    return jax.vmap(rbf, in_axes=(None, 0, None))(a, points, gamma)


@jax.jit
def kernel_matrix(points, gamma):
    return jax.vmap(kernel_row, in_axes=(0, None, None))(points, points, gamma)


def normalised_kernels(batches, gamma):
    mats = jax.vmap(kernel_matrix, in_axes=(0, None))(batches, gamma)
    return mats / mats.sum(axis=(-1, -2), keepdims=True)


batches = jax.random.normal(jax.random.PRNGKey(0), (3, 5, 2))
print(normalised_kernels(batches, 0.5).shape)
print(kernel_matrix(batches[0], 1.0).diagonal())
