"""Simple regression loop that keeps a loss history for plotting."""

import jax
import jax.numpy as jnp

loss_history = []


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def update(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    loss_history.append(loss)
    return w - 0.1 * g


def summarize(history):
    first, last = history[0], history[-1]
    return (first - last) / first


x = jax.random.normal(jax.random.PRNGKey(0), (100, 3))
y = x @ jnp.array([0.5, -1.0, 2.0])
w = jnp.zeros(3)
for _ in range(20):
    w = update(w, x, y)
print("relative improvement", summarize(loss_history))
