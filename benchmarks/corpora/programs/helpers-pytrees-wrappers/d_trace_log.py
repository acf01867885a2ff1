"""Gradient descent that records intermediate losses for plotting."""
import jax
import jax.numpy as jnp

HISTORY = []


def _loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def step(w, x, y):
    loss, g = jax.value_and_grad(_loss)(w, x, y)
    HISTORY.append(loss)
    return w - 0.1 * g


def summarise():
    losses = jnp.stack(HISTORY)
    return losses.min(), losses.max()


if __name__ == "__main__":
    x = jnp.arange(12.0).reshape(4, 3) / 10
    y = jnp.array([1.0, 0.0, -1.0, 0.5])
    w = jnp.zeros(3)
    for _ in range(4):
        w = step(w, x, y)
    print(w)
    print(summarise())
