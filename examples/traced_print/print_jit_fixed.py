"""`jax.debug.print` is staged into the program and prints the values on every call."""

import jax
import jax.numpy as jnp


@jax.jit
def dense_relu(w, b, x):
    pre = x @ w + b
    jax.debug.print("{}", pre)
    out = jnp.maximum(pre, 0.0)
    jax.debug.print("activations: {}", out)
    return out


dense_relu(jnp.eye(3), jnp.zeros(3), jnp.array([1.0, -2.0, 3.0]))
