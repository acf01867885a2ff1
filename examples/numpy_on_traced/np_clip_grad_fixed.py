"""`jnp.clip` works on the traced gradient."""

import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd_step(w, x, y):
    grad = jax.grad(loss_fn)(w, x, y)
    grad = jnp.clip(grad, -1.0, 1.0)
    return w - 0.1 * grad


sgd_step(jnp.zeros(2), jnp.ones((4, 2)), jnp.ones(4))
