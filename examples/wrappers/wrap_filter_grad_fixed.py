"""The penalty stays an array: `jnp.sum` is differentiable, `float()` is not."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Linear(eqx.Module):
    weight: jax.Array


@eqx.filter_grad
def loss(model, x):
    norm = jnp.sum(model.weight**2)
    return jnp.sum((x @ model.weight) ** 2) + 0.01 * norm


loss(Linear(jnp.ones((2, 2))), jnp.ones((3, 2)))
