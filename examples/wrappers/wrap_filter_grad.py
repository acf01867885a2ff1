"""`eqx.filter_grad` differentiates the arrays of its first argument: `float()` of one
needs a concrete value, which a differentiated tracer does not have."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Linear(eqx.Module):
    weight: jax.Array


@eqx.filter_grad
def loss(model, x):
    norm = float(jnp.sum(model.weight**2))  # E: jax-traced-conversion
    return jnp.sum((x @ model.weight) ** 2) + 0.01 * norm


loss(Linear(jnp.ones((2, 2))), jnp.ones((3, 2)))
