import jax
import numpy as np


def replicate(tree):
    n = jax.local_device_count()
    return jax.tree.map(lambda x: np.broadcast_to(np.asarray(x), (n,) + np.shape(x)), tree)


def unreplicate(tree):
    return jax.tree.map(lambda x: x[0], tree)


def shard(batch):
    n = jax.local_device_count()
    return jax.tree.map(lambda x: x.reshape((n, -1) + x.shape[1:]), batch)
