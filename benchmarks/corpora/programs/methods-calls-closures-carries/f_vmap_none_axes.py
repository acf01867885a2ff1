"""Batched Newton iterations sharing a tolerance and step count."""
import jax
import jax.numpy as jnp


def newton_sqrt(a, damping, n_iter):
    x = jnp.maximum(a, 1.0)
    for _ in range(n_iter):
        x = x - damping * (x * x - a) / (2.0 * x)
    return x


batched = jax.vmap(newton_sqrt, in_axes=(0, None, None))
print(batched(jnp.array([4.0, 9.0, 2.0]), 1.0, 8))
print(jax.jit(batched, static_argnums=2)(jnp.array([16.0, 25.0]), 0.9, 12))
