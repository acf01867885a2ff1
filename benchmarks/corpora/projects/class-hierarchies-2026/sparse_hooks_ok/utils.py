import jax
import jax.numpy as jnp
import numpy as np


def l1_norm(x):
    return jnp.sum(jnp.abs(x))


def tree_size(tree):
    return sum(int(np.prod(leaf.shape)) for leaf in jax.tree_util.tree_leaves(tree))


def top_k_features(gates, k):
    order = np.argsort(-np.abs(np.asarray(gates)))
    return order[:k].tolist()
