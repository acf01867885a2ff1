"""`jax.debug.print` in the body prints at every step of the scan."""

import jax
import jax.numpy as jnp
from jax import lax


def integrate(state, force):
    pos, vel = state
    vel = vel + 0.1 * force
    jax.debug.print("velocity {} position {}", vel, pos)
    return (pos + 0.1 * vel, vel), pos


lax.scan(integrate, (jnp.zeros(()), jnp.zeros(())), jnp.ones(4))
