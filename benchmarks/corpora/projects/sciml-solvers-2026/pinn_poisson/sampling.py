import jax
import jax.numpy as jnp


def interior_points(key, n):
    return jax.random.uniform(key, (n, 2))


def boundary_points(key, n):
    per_edge = n // 4
    t = jax.random.uniform(key, (4, per_edge))
    zeros = jnp.zeros(per_edge)
    ones = jnp.ones(per_edge)
    edges = [
        jnp.stack([t[0], zeros], axis=-1),
        jnp.stack([t[1], ones], axis=-1),
        jnp.stack([zeros, t[2]], axis=-1),
        jnp.stack([ones, t[3]], axis=-1),
    ]
    return jnp.concatenate(edges, axis=0)


def eval_grid(m):
    g = jnp.linspace(0.0, 1.0, m)
    xx, yy = jnp.meshgrid(g, g, indexing="ij")
    return jnp.stack([xx.ravel(), yy.ravel()], axis=-1)
