"""`jax.debug.print` formats the runtime value, once per call (not once per trace)."""

import jax
import jax.numpy as jnp


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, grad = jax.value_and_grad(mse)(w, x, y)
    jax.debug.print("loss {loss}", loss=loss)
    return w - 0.1 * grad


w = jnp.zeros(2)
for _ in range(3):
    w = train_step(w, jnp.ones((4, 2)), jnp.arange(4.0))
