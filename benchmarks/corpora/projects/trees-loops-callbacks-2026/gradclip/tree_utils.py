import jax
import jax.numpy as jnp


def count_params(tree):
    return sum(int(leaf.size) for leaf in jax.tree_util.tree_leaves(tree))


def global_norm(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return jnp.sqrt(sum(jnp.sum(leaf * leaf) for leaf in leaves))


def leaf_norms(tree):
    return jax.tree_util.tree_map(lambda leaf: jnp.sqrt(jnp.sum(leaf * leaf)), tree)


def _clip_leaf(g, max_norm):
    norm = jnp.sqrt(jnp.sum(g * g))
    scale = min(1.0, max_norm / float(norm))
    return g * scale


def clip_per_leaf(grads, max_norm):
    leaves, treedef = jax.tree_util.tree_flatten(grads)
    if len(leaves) == 0:
        return grads
    clipped = []
    for leaf in leaves:
        # biases are left alone; only weight matrices get clipped
        if leaf.ndim >= 2:
            clipped.append(_clip_leaf(leaf, max_norm))
        else:
            clipped.append(leaf)
    return jax.tree_util.tree_unflatten(treedef, clipped)
