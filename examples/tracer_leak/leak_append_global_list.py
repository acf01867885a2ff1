"""A jitted step appends its loss to a module-level list; the list now holds a tracer."""

import jax
import jax.numpy as jnp

LOSS_HISTORY: list[jax.Array] = []


@jax.jit
def train_step(w, x, y):
    residual = x @ w - y
    LOSS_HISTORY.append(jnp.mean(residual**2))  # E: jax-tracer-leak
    grad = 2 * x.T @ residual / x.shape[0]
    return w - 0.1 * grad


w = jnp.zeros(2)
for _ in range(3):
    w = train_step(w, jnp.ones((4, 2)), jnp.ones(4))
mean_loss = jnp.mean(jnp.stack(LOSS_HISTORY))
