"""`print` inside a jitted layer runs once, while tracing, and shows tracers, not numbers."""

import jax
import jax.numpy as jnp


@jax.jit
def dense_relu(w, b, x):
    pre = x @ w + b
    print(pre)  # N: jax-traced-print
    out = jnp.maximum(pre, 0.0)
    print("activations:", out)  # N: jax-traced-print
    return out


dense_relu(jnp.eye(3), jnp.zeros(3), jnp.array([1.0, -2.0, 3.0]))
