"""A training step that jits its gradient each time it runs: `jax.grad(loss)` is a new
function at every call of `train_step`, so every step compiles again."""

import jax
import jax.numpy as jnp


def loss(w, x):
    return jnp.sum((x @ w) ** 2)


def train_step(w, x):
    g = jax.jit(jax.grad(loss))(w, x)  # N: jax-recompile
    return w - 0.01 * g


def train(w, x, steps):
    for _ in range(steps):
        w = train_step(w, x)
    return w


train(jnp.ones(3), jnp.ones((4, 3)), 5)
