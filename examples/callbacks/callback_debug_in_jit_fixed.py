"""The logging moves into `jax.debug.callback`, which calls it with the real values."""

import jax
import jax.numpy as jnp


def log_loss(loss):
    print(f"loss={float(loss):.4f}")


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(w, x, y)
    jax.debug.callback(log_loss, loss)
    return w - 0.1 * grads


w = jnp.zeros(3)
x, y = jnp.ones((8, 3)), jnp.ones(8)
for _ in range(3):
    w = train_step(w, x, y)
