"""Projected gradient step that reports the active constraints."""

import jax
import jax.numpy as jnp


def active_set(x: jax.Array, lower: jax.Array) -> jax.Array:
    (idx,) = jnp.nonzero(x <= lower)
    return idx


@jax.jit
def projected_step(x: jax.Array, grad: jax.Array, lower: jax.Array, lr: float):
    x_new = jnp.maximum(x - lr * grad, lower)
    return x_new, active_set(x_new, lower)


if __name__ == "__main__":
    x = jnp.array([0.5, 0.1, 2.0, -0.3])
    grad = jnp.array([1.0, 2.0, -1.0, 0.5])
    lower = jnp.zeros(4)
    x, idx = projected_step(x, grad, lower, 0.2)
    print(x, idx)
