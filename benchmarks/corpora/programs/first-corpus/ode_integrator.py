"""Explicit Euler integrator with a compiled number of steps."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


def vector_field(y):
    return jnp.array([y[1], -y[0]])


@functools.partial(jax.jit, static_argnames=("n_step",))
def integrate(y0, dt, n_steps):
    def body(_, y):
        return y + dt * vector_field(y)

    return lax.fori_loop(0, n_steps, body, y0)


if __name__ == "__main__":
    y0 = jnp.array([1.0, 0.0])
    print(integrate(y0, 0.01, n_steps=100))
