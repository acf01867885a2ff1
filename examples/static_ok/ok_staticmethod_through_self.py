"""A staticmethod called through `self` is given no instance: its first parameter is the
first argument, here a joint's kind, which the jitted function traces as a number."""

import jax
import jax.numpy as jnp


@jax.jit
def joint_motion(kind, position, axis):
    return jnp.where(kind == 1, position * axis, axis)


class Chain:
    def __init__(self, kinds, axes):
        self.kinds = kinds
        self.axes = axes

    @staticmethod
    def transform(kind, axis, position=0.0):
        return joint_motion(kind, position, axis)

    def first(self):
        return self.transform(kind=self.kinds[0], axis=self.axes[0], position=0.5)


print(Chain([1, 0], [jnp.ones(3), jnp.zeros(3)]).first())
