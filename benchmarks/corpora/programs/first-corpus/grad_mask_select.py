"""Gradient of a sum over the positive entries, outside of jit."""

import jax
import jax.numpy as jnp


def positive_energy(x):
    pos = x[x > 0]
    idx = jnp.nonzero(x < 0)[0]
    return jnp.sum(pos**2) + jnp.sum(x[idx])


def sparse_step(x, lr=0.1):
    value, g = jax.value_and_grad(positive_energy)(x)
    return x - lr * g, value


if __name__ == "__main__":
    x = jnp.array([1.0, -2.0, 3.0, -0.5])
    print(jax.grad(positive_energy)(x))
    for _ in range(3):
        x, value = sparse_step(x)
        print(value)
