"""The flag given as a Python bool: equinox's filter_jit keeps non-array fields static."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Affine(eqx.Module):
    w: jax.Array
    b: jax.Array
    use_bias: bool | jax.Array

    def __call__(self, x):
        y = self.w @ x
        if self.use_bias:
            y = y + self.b
        return y


@eqx.filter_jit
def apply(layer, x):
    return layer(x)


layer = Affine(jnp.ones((2, 3)), jnp.ones(2), True)
apply(layer, jnp.ones(3))
