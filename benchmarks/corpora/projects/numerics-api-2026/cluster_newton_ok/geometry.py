import numpy as np
import jax.numpy as jnp


def pair_distances(x):
    n = x.shape[0]
    i, j = np.triu_indices(n, 1)
    diff = x[i] - x[j]
    return jnp.linalg.norm(diff, axis=-1)


def initial_cluster(n, spacing=1.1):
    side = int(np.ceil(np.sqrt(n)))
    pts = [(k % side, k // side) for k in range(n)]
    return spacing * jnp.array(pts, dtype=jnp.float32)
