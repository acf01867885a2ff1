"""`jnp.where` selects the side on the traced children; `dims` (aux data) stays static."""

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Box:
    def __init__(self, lo, hi, dims):
        self.lo = lo
        self.hi = hi
        self.dims = dims

    def tree_flatten(self):
        return (self.lo, self.hi), (self.dims,)

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children, *aux_data)


@jax.jit
def clipped_volume(box):
    sides = box.hi - box.lo
    sides = sides.at[0].set(jnp.where(box.lo[0] < 0, box.hi[0], sides[0]))
    return jnp.prod(sides[: box.dims])


clipped_volume(Box(jnp.zeros(3), jnp.ones(3), 2))
