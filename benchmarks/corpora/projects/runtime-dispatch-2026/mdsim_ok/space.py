"""Periodic boundary helpers."""
import jax.numpy as jnp


def wrap(positions, box):
    return jnp.mod(positions, box)


def image_shifts(box, reach):
    offsets = [(i, j) for i in range(-reach, reach + 1) for j in range(-reach, reach + 1)]
    return jnp.asarray(offsets, dtype=box.dtype) * box


def pair_distances(positions, box, shifts):
    """Distances from every particle to every periodic image of every other one.

    Returns ``r`` of shape (N, N, S) and a mask excluding self-interaction."""
    dr = positions[:, None, :] - positions[None, :, :]
    dr = dr - box * jnp.round(dr / box)
    disp = dr[:, :, None, :] + shifts[None, None, :, :]
    r2 = jnp.sum(disp**2, axis=-1)
    n = positions.shape[0]
    is_self = jnp.eye(n, dtype=bool)[:, :, None] & jnp.all(shifts == 0, axis=-1)[None, None, :]
    safe_r2 = jnp.where(is_self, 1.0, r2)
    return jnp.sqrt(safe_r2), ~is_self
