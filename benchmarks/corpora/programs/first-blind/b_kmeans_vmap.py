"""K-means clustering with vmapped assignments."""

from functools import partial

import jax
import jax.numpy as jnp


def assign(point, centroids):
    return jnp.argmin(jnp.sum((centroids - point) ** 2, axis=-1))


@partial(jax.jit, static_argnames=("k",))
def kmeans_step(points, centroids, k):
    labels = jax.vmap(assign, in_axes=(0, None))(points, centroids)
    onehot = jax.nn.one_hot(labels, k)
    counts = onehot.sum(axis=0)
    sums = onehot.T @ points
    new = jnp.where(counts[:, None] > 0, sums / jnp.maximum(counts[:, None], 1), centroids)
    return new, labels


def kmeans(points, k, n_iter=10, seed=0):
    idx = jax.random.choice(jax.random.PRNGKey(seed), points.shape[0], (k,), replace=False)
    centroids = points[idx]
    for _ in range(n_iter):
        centroids, labels = kmeans_step(points, centroids, k)
    return centroids, labels


if __name__ == "__main__":
    key = jax.random.PRNGKey(1)
    a = jax.random.normal(key, (50, 2)) + jnp.array([3.0, 3.0])
    b = jax.random.normal(jax.random.fold_in(key, 1), (50, 2)) - jnp.array([3.0, 3.0])
    centroids, labels = kmeans(jnp.concatenate([a, b]), k=2)
    print(jnp.sort(centroids[:, 0]))
