"""A jitted inner function appends to a list of the enclosing function; the list keeps tracers."""

import jax
import jax.numpy as jnp


def run_rnn(w, xs):
    trace = []

    @jax.jit
    def step(h, x):
        h = jnp.tanh(w @ h + x)
        trace.append(jnp.linalg.norm(h))  # E: jax-tracer-leak
        return h

    h = jnp.zeros(w.shape[0])
    for x in xs:
        h = step(h, x)
    return jnp.stack(trace)


run_rnn(jnp.eye(2) * 0.5, jnp.ones((3, 2)))
