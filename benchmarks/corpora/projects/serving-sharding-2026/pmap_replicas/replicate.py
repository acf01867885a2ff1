"""Helpers to lay pytrees out with a leading per-device axis for pmap."""
from __future__ import annotations

import jax
import jax.numpy as jnp


def replicate(tree, n_devices: int | None = None):
    n = jax.local_device_count() if n_devices is None else n_devices
    return jax.tree.map(lambda x: jnp.broadcast_to(x, (n,) + x.shape), tree)


def unreplicate(tree):
    return jax.tree.map(lambda x: x[0], tree)


def shard_host_batch(tree, n_devices: int):
    """[n_devices * b, ...] numpy arrays -> [n_devices, b, ...]."""
    return jax.tree.map(lambda x: x.reshape((n_devices, -1) + x.shape[1:]), tree)
