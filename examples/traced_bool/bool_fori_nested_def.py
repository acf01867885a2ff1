"""A nested `lax.fori_loop` body inside an unannotated outer function branches on its carry."""

import jax.numpy as jnp
from jax import lax


def gradient_descent(x0, lr, steps):
    def body(i, x):
        grad = 2 * x
        if jnp.abs(grad) < 1e-6:  # E: jax-traced-bool
            return x
        return x - lr * grad

    return lax.fori_loop(0, steps, body, x0)


gradient_descent(jnp.asarray(3.0), 0.1, 10)
