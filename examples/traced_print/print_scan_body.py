"""A `print` in a `lax.scan` body runs once while the body is traced, not once per step."""

import jax.numpy as jnp
from jax import lax


def integrate(state, force):
    pos, vel = state
    vel = vel + 0.1 * force
    print("velocity", vel, "position", pos)  # N: jax-traced-print
    return (pos + 0.1 * vel, vel), pos


lax.scan(integrate, (jnp.zeros(()), jnp.zeros(())), jnp.ones(4))
