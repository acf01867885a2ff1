"""`eqx.error_if` checks the traced activations at run time instead of a Python `if`."""

import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_checkpoint
def residual(layer, x):
    h = jax.nn.gelu(layer(x))
    h = eqx.error_if(h, jnp.abs(h).max() > 1e4, "activations exploded")
    return x + h


@eqx.filter_grad
def loss(layer, x):
    return jnp.sum(residual(layer, x) ** 2)


loss(eqx.nn.Linear(4, 4, key=jax.random.key(0)), jnp.ones(4))
