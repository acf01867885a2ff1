"""Un-jitted training loop with Python control flow on concrete losses."""

import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def train(x, y, lr=0.1, tol=1e-4, max_steps=200):
    w = jnp.zeros(x.shape[1])
    grad_fn = jax.grad(loss_fn)
    prev = float("inf")
    loss = loss_fn(w, x, y)
    for step in range(max_steps):
        loss = loss_fn(w, x, y)
        if jnp.abs(prev - loss) < tol:
            return w, step, loss.item()
        prev = float(loss)
        w = w - lr * grad_fn(w, x, y)
    return w, max_steps, loss.item()


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (40, 2))
    y = x @ jnp.array([1.5, -0.5])
    print(train(x, y))
