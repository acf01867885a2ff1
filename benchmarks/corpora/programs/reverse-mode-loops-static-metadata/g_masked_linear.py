"""Equinox linear layer with a fixed sparsity mask."""
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


key = jax.random.PRNGKey(0)
x = jnp.ones(4)
dense = MaskedLinear(jax.random.normal(key, (3, 4)), jnp.ones((3, 4)))
print(forward(dense, x))
banded = MaskedLinear(jax.random.normal(key, (3, 4)), jnp.tri(3, 4))
print(forward(banded, x))
