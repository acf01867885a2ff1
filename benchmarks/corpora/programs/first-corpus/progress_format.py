"""Training step that prints a formatted progress line."""

import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((jnp.tanh(x @ w) - y) ** 2)


@jax.jit
def step(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    print(f"loss={loss:.4f}")
    return w - 0.1 * g, loss


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (16, 3))
    y = jnp.sin(x.sum(axis=1))
    w = jnp.zeros(3)
    for _ in range(3):
        w, loss = step(w, x, y)
    print(w)
