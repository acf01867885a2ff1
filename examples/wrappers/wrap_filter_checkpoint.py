"""`eqx.filter_checkpoint` traces the arrays it is given, even when called eagerly: a
Python `if` on an activation fails."""

import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_checkpoint
def residual(layer, x):
    h = jax.nn.gelu(layer(x))
    if jnp.abs(h).max() > 1e4:  # E: jax-traced-bool
        raise ValueError("activations exploded")
    return x + h


@eqx.filter_grad
def loss(layer, x):
    return jnp.sum(residual(layer, x) ** 2)


loss(eqx.nn.Linear(4, 4, key=jax.random.key(0)), jnp.ones(4))
