"""An equinox static field is part of the Module's pytree structure: a new value there on
each iteration makes `filter_jit` compile again."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Dropoutish(eqx.Module):
    weight: jax.Array
    rate: float = eqx.field(static=True)


@eqx.filter_jit
def forward(layer, x):
    return layer.weight * x * (1.0 - layer.rate)


x = jnp.ones(3)
for epoch in range(4):
    layer = Dropoutish(jnp.ones(3), rate=0.5 / (epoch + 1))
    y = forward(layer, x)  # N: jax-recompile
