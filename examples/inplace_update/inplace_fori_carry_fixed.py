"""Fixed: the carried buffer is updated with .at[].set() and returned."""

import jax.numpy as jnp
from jax import lax


def running_max(xs):
    def body(t, carry):
        best, out = carry
        best = jnp.maximum(best, xs[t])
        return best, out.at[t].set(best)

    _, out = lax.fori_loop(0, xs.shape[0], body, (xs[0], jnp.zeros_like(xs)))
    return out


print(running_max(jnp.array([1.0, 3.0, 2.0, 5.0])))
