"""Simulate particles and keep a Python list snapshot of their positions."""

import jax
import jax.numpy as jnp
from jax import lax


def simulate(pos, vel, n_steps, dt=0.1):
    def body(i, state):
        p, v = state
        v = v - dt * p
        p = p + dt * v
        return p, v

    pos, vel = lax.fori_loop(0, n_steps, body, (pos, vel))
    return pos.tolist(), vel


if __name__ == "__main__":
    pos = jnp.array([1.0, 0.0, -1.0])
    vel = jnp.zeros(3)
    snapshot, vel = jax.jit(simulate, static_argnums=2)(pos, vel, 10)
    print(snapshot, vel)
