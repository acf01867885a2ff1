"""Gradient of a loss whose penalty switches on a concrete flag derived from the input."""

import jax
import jax.numpy as jnp


def loss(w, x):
    large = bool(jnp.linalg.norm(w) > 1.0)
    scale = w.sum().item()
    pred = x @ w
    penalty = 0.1 * jnp.sum(w**2) if large else 0.0
    return jnp.mean(pred**2) + penalty + 0.0 * scale


def descend(w, x, steps=3, lr=0.1):
    g = jax.grad(loss)
    for _ in range(steps):
        w = w - lr * g(w, x)
    return w


if __name__ == "__main__":
    x = jnp.ones((4, 3))
    print(jax.grad(loss)(jnp.array([0.1, 0.2, 0.3]), x))
    print(descend(jnp.array([1.0, 2.0, 3.0]), x))
