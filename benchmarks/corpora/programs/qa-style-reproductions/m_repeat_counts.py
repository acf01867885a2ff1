"""Expand each value by its count, then average."""
import jax
import jax.numpy as jnp


@jax.jit
def expand_mean(values, counts):
    expanded = jnp.repeat(values, counts)
    return expanded.mean()


values = jnp.array([1.0, 2.0, 3.0])
counts = jnp.array([2, 1, 3])
print(expand_mean(values, counts))
