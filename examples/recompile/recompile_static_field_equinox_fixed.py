"""A rate that changes as training goes is data: an array field is traced, so the
structure, and the compiled program, stay the same."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Dropoutish(eqx.Module):
    weight: jax.Array
    rate: jax.Array


@eqx.filter_jit
def forward(layer, x):
    return layer.weight * x * (1.0 - layer.rate)


x = jnp.ones(3)
for epoch in range(4):
    layer = Dropoutish(jnp.ones(3), rate=jnp.asarray(0.5 / (epoch + 1)))
    y = forward(layer, x)
