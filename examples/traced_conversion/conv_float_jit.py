"""`float(x)` of a traced loss under jit, e.g. for logging."""

import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, y):
    loss = jnp.mean((x @ w - y) ** 2)
    history = [float(loss)]  # E: jax-traced-conversion
    return w - 0.1 * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w), history


train_step(jnp.zeros(2), jnp.ones((3, 2)), jnp.ones(3))
