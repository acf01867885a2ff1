"""Sparse vector pytree registered with register_pytree_node_class."""
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class SparseVec:
    def __init__(self, indices, values, length):
        self.indices = indices
        self.values = values
        self.length = length

    def tree_flatten(self):
        return (self.indices, self.values), self.length

    @classmethod
    def tree_unflatten(cls, length, children):
        return cls(*children, length)

    def to_dense(self):
        return jnp.zeros(self.length).at[self.indices].add(self.values)


@jax.jit
def dot_dense(sv, dense):
    return jnp.dot(sv.to_dense(), dense)


@jax.jit
def scale(sv, s):
    return SparseVec(sv.indices, sv.values * s, sv.length)


sv = SparseVec(jnp.array([0, 3, 7]), jnp.array([1.0, -2.0, 0.5]), 10)
sv = scale(sv, 3.0)
print(dot_dense(sv, jnp.arange(10.0)))
