"""Indices of positive entries, used to gather their values."""
import jax
import jax.numpy as jnp


@jax.jit
def positive_values(x):
    idx = jnp.argwhere(x > 0)
    return x[idx[:, 0]]


x = jnp.array([-1.0, 2.0, 0.5, -3.0])
print(positive_values(x))
