"""The fori_loop body freezes converged values with `jnp.where`."""

import jax.numpy as jnp
from jax import lax


def gradient_descent(x0, lr, steps):
    def body(i, x):
        grad = 2 * x
        return jnp.where(jnp.abs(grad) < 1e-6, x, x - lr * grad)

    return lax.fori_loop(0, steps, body, x0)


gradient_descent(jnp.asarray(3.0), 0.1, 10)
