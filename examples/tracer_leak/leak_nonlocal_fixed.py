"""The solution is returned from the jitted function instead of assigned `nonlocal`."""

import jax
import jax.numpy as jnp


def fit(xs, ys):
    @jax.jit
    def solve(x, y):
        best = jnp.linalg.lstsq(x, y)[0]
        return jnp.sum((x @ best - y) ** 2), best

    _, best = solve(xs, ys)
    return best * 2.0


fit(jnp.eye(3), jnp.arange(3.0))
