import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Ring:
    def __init__(self, data, head, capacity):
        self.data = data
        self.head = head
        self.capacity = capacity

    def tree_flatten(self):
        return (self.data, self.head), (self.capacity,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

    @classmethod
    def empty(cls, capacity):
        return cls(jnp.zeros(capacity), jnp.array(0), capacity)
