"""The number of parameters of a traced pytree, counted from its leaves' sizes: `.size` of
a tracer is a Python int, so the count is static and may size an identity matrix."""

import jax
import jax.numpy as jnp
from jax.tree_util import tree_leaves, tree_map


def tree_size(tree):
    return sum(tree_leaves(tree_map(lambda x: x.size, tree)))


@jax.jit
def dense_metric(params):
    n = tree_size(params)
    return jnp.eye(n) * 2.0


params = {"w": jnp.ones((2, 3)), "b": jnp.ones(3)}
assert dense_metric(params).shape == (9, 9)
