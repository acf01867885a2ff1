import jax.numpy as jnp
from jax import tree_util


@tree_util.register_pytree_node_class
class Interval:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def nodes(self, n):
        return jnp.linspace(self.a, self.b, n)

    def width(self):
        return self.b - self.a

    def tree_flatten(self):
        return (self.a, self.b), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)
