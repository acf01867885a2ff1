import jax
import jax.numpy as jnp


def global_norm(tree):
    return jnp.sqrt(sum(jnp.vdot(x, x) for x in jax.tree.leaves(tree)))


def clip_factor(norm, limit):
    return limit / max(float(norm), limit)


def scale_tree(tree, factor):
    return jax.tree.map(lambda g: g * factor, tree)
