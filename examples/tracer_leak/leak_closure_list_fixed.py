"""The jitted step returns the norm; the eager loop collects the concrete values."""

import jax
import jax.numpy as jnp


def run_rnn(w, xs):
    trace = []

    @jax.jit
    def step(h, x):
        h = jnp.tanh(w @ h + x)
        return h, jnp.linalg.norm(h)

    h = jnp.zeros(w.shape[0])
    for x in xs:
        h, norm = step(h, x)
        trace.append(norm)
    return jnp.stack(trace)


run_rnn(jnp.eye(2) * 0.5, jnp.ones((3, 2)))
