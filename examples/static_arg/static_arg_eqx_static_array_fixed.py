"""The mask is an ordinary field: filter_jit traces it as an array leaf."""

import equinox as eqx
import jax
import jax.numpy as jnp


class MaskedLinear(eqx.Module):
    weight: jax.Array
    mask: jax.Array

    def __call__(self, x):
        return (self.weight * self.mask) @ x


@eqx.filter_jit
def forward(layer, x):
    return layer(x)


x = jnp.ones(4)
forward(MaskedLinear(jnp.ones((3, 4)), jnp.ones((3, 4))), x)
forward(MaskedLinear(jnp.ones((3, 4)), jnp.tri(3, 4)), x)
