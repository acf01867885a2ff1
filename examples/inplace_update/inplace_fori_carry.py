"""A `lax.fori_loop` body unpacks its carry and assigns into the buffer it carries; the
loop is not under jit, but its body is traced all the same."""

import jax.numpy as jnp
from jax import lax


def running_max(xs):
    def body(t, carry):
        best, out = carry
        best = jnp.maximum(best, xs[t])
        out[t] = best  # E: jax-inplace-update
        return best, out

    _, out = lax.fori_loop(0, xs.shape[0], body, (xs[0], jnp.zeros_like(xs)))
    return out


print(running_max(jnp.array([1.0, 3.0, 2.0, 5.0])))
