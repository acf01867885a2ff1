import jax
import jax.numpy as jnp
import numpy as np

K = 3


def assign_clusters(points, centroids):
    d = jnp.sum((points[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
    return jnp.argmin(d, axis=1)


@jax.jit
def update_centroids(points, assign, old):
    new = []
    for c in range(K):
        mask = (assign == c)[:, None]
        count = mask.sum()
        total = jnp.where(mask, points, 0.0).sum(axis=0)
        new.append(jnp.where(count > 0, total / jnp.maximum(count, 1), old[c]))
    return jnp.stack(new)


rng = np.random.default_rng(4)
true_centers = np.array([[0, 0], [5, 5], [0, 6]])
pts = np.concatenate([c + rng.normal(size=(100, 2)) for c in true_centers])
points = jnp.array(pts, dtype=jnp.float32)
centroids = points[jnp.array([0, 100, 200])]
for it in range(10):
    assign = assign_clusters(points, centroids)
    centroids = update_centroids(points, assign, centroids)
print("centroids:\n", np.round(np.asarray(centroids), 2))
