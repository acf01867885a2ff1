"""An array in an `eqx.field(static=True)`: the second `filter_jit` call, with another
instance holding another array, raises."""

import equinox as eqx
import jax
import jax.numpy as jnp


class MaskedLinear(eqx.Module):
    weight: jax.Array
    mask: jax.Array = eqx.field(static=True)

    def __call__(self, x):
        return (self.weight * self.mask) @ x


@eqx.filter_jit
def forward(layer, x):
    return layer(x)


x = jnp.ones(4)
forward(MaskedLinear(jnp.ones((3, 4)), jnp.ones((3, 4))), x)
forward(MaskedLinear(jnp.ones((3, 4)), jnp.tri(3, 4)), x)  # E: jax-static-arg
