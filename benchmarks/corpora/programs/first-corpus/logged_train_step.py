"""Linear regression training step that keeps a history of losses."""

import jax
import jax.numpy as jnp

history = []


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, g = jax.value_and_grad(mse)(w, x, y)
    history.append(float(loss))
    return w - 0.05 * g


def fit(x, y, steps=20):
    w = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w = train_step(w, x, y)
    return w


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (100, 3))
    y = x @ jnp.array([2.0, -1.0, 0.5])
    w = fit(x, y)
    print(w, history[-1])
