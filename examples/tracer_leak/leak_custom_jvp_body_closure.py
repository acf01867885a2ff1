"""A custom_jvp function defined inside the differentiated function closes over its
argument: called on a constant, JAX runs the function itself in a trace of its own, and
raises where it uses the leaked tracer."""

import jax


def shifted_response(x):
    @jax.custom_jvp
    def g(y):
        return x + y  # E: jax-tracer-leak

    def g_jvp(primals, tangents):
        return g(primals[0]), 2 * tangents[0]

    g.defjvp(g_jvp)
    return g(1.0)


jax.grad(shifted_response)(3.0)
