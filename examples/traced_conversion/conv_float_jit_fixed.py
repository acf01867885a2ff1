"""The jitted step returns the traced loss; `float` runs on the concrete result outside."""

import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, grad = jax.value_and_grad(loss_fn)(w, x, y)
    return w - 0.1 * grad, loss


w, loss = train_step(jnp.zeros(2), jnp.ones((3, 2)), jnp.ones(3))
history = [float(loss)]
