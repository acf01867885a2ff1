"""One Lloyd iteration of k-means, jitted with a static cluster count."""
from functools import partial

import jax
import jax.numpy as jnp


def assign_labels(X, centroids):
    d2 = jnp.sum((X[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
    return jnp.argmin(d2, axis=1)


@partial(jax.jit, static_argnames="n_clusters")
def update_centroids(X, labels, centroids, n_clusters):
    for j in range(n_clusters):
        centroids = centroids.at[j].set(X[labels == j].mean(axis=0))
    return centroids


def kmeans(X, n_clusters, n_iter, key):
    idx = jax.random.choice(key, X.shape[0], (n_clusters,), replace=False)
    centroids = X[idx]
    for _ in range(n_iter):
        labels = assign_labels(X, centroids)
        centroids = update_centroids(X, labels, centroids, n_clusters)
    return centroids, labels


key_data, key_init = jax.random.split(jax.random.PRNGKey(42))
blobs = jnp.concatenate([
    jax.random.normal(key_data, (50, 2)) + jnp.array([3.0, 3.0]),
    jax.random.normal(key_data, (50, 2)) - jnp.array([3.0, 3.0]),
])
centroids, labels = kmeans(blobs, n_clusters=2, n_iter=5, key=key_init)
print(centroids)
