"""Pairwise distances computed by iterating over the rows of a small point set."""

import jax
import jax.numpy as jnp


@jax.jit
def pairwise(points):
    rows = []
    for p in points:
        rows.append(jnp.linalg.norm(points - p, axis=-1))
    n, d = tuple(points.shape)
    return jnp.stack(rows).reshape(n, n), d


if __name__ == "__main__":
    pts = jnp.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])
    dist, d = pairwise(pts)
    print(dist, d)
    nearest = jnp.argsort(dist, axis=1)[:, 1]
    print(nearest)
