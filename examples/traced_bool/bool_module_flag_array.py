"""An equinox layer's `use_bias` flag given as a jax array: equinox's filter_jit traces every
array field, so the flag is a tracer where Python needs a bool."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Affine(eqx.Module):
    w: jax.Array
    b: jax.Array
    use_bias: bool | jax.Array

    def __call__(self, x):
        y = self.w @ x
        if self.use_bias:  # E: jax-traced-bool
            y = y + self.b
        return y


@eqx.filter_jit
def apply(layer, x):
    return layer(x)


layer = Affine(jnp.ones((2, 3)), jnp.ones(2), jnp.array(True))
apply(layer, jnp.ones(3))
