"""Logistic-map trajectory written into a preallocated buffer."""
import jax
import jax.numpy as jnp
from jax import lax


def trajectory(x0, r, n):
    def body(t, carry):
        x, buf = carry
        x = r * x * (1.0 - x)
        buf[t] = x
        return x, buf

    _, buf = lax.fori_loop(0, n, body, (x0, jnp.zeros(n)))
    return buf


print(trajectory(jnp.array(0.2), 3.7, 10))
