"""k-means with jit-friendly masked centroid updates and fixed-size member lists."""
from functools import partial

import jax
import jax.numpy as jnp


def assign_labels(X, centroids):
    d2 = jnp.sum((X[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
    return jnp.argmin(d2, axis=1)


@partial(jax.jit, static_argnames="n_clusters")
def update_centroids(X, labels, centroids, n_clusters):
    for j in range(int(n_clusters)):
        mask = (labels == j)[:, None]
        total = jnp.sum(jnp.where(mask, X, 0.0), axis=0)
        count = jnp.maximum(jnp.sum(mask), 1)
        centroids = centroids.at[j].set(total / count)
    return centroids


@partial(jax.jit, static_argnames="max_members")
def members(labels, cluster, max_members):
    (idx,) = jnp.nonzero(labels == cluster, size=max_members, fill_value=-1)
    return idx


key_data, key_init = jax.random.split(jax.random.PRNGKey(42))
X = jnp.concatenate([
    jax.random.normal(key_data, (50, 2)) + jnp.array([3.0, 3.0]),
    jax.random.normal(key_data, (50, 2)) - jnp.array([3.0, 3.0]),
])
centroids = X[jax.random.choice(key_init, X.shape[0], (2,), replace=False)]
for _ in range(5):
    labels = assign_labels(X, centroids)
    centroids = update_centroids(X, labels, centroids, n_clusters=2)
print(centroids)
print("first members of cluster 0:", members(labels, 0, max_members=8))
