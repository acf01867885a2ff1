"""The cond_fun lambda joins its traced comparisons with `&`."""

import jax.numpy as jnp
from jax import lax


def bisect(f, lo, hi, tol):
    def body(state):
        a, b = state
        mid = 0.5 * (a + b)
        left = f(a) * f(mid) <= 0
        return jnp.where(left, a, mid), jnp.where(left, mid, b)

    return lax.while_loop(
        lambda s: (s[1] - s[0] > tol) & (s[1] - s[0] < 1e6),
        body,
        (lo, hi),
    )


bisect(lambda x: x**2 - 2.0, jnp.asarray(0.0), jnp.asarray(2.0), 1e-3)
