import jax
import jax.numpy as jnp
import numpy as np


def num_graphs(graph):
    """Number of graph slots in a padded batch (the padding graph included)."""
    return graph.node_graph.max() + 1


def masked_mse(pred, target, mask):
    err = (pred - target) ** 2 * mask
    return err.sum() / jnp.maximum(mask.sum(), 1.0)


def count_params(params):
    return int(sum(np.prod(p.shape) for p in jax.tree_util.tree_leaves(params)))
