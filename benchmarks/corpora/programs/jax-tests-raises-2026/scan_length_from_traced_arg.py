"""Trajectory of an exponentially decaying quantity, one value per step.

After tests/lax_control_flow_test.py, test_scan_length_concrete_error.
"""
import jax
import jax.numpy as jnp
from jax import lax


def decay_trajectory(x0, rate, steps):
    def step(x, _):
        x_next = x * (1.0 - rate)
        return x_next, x_next

    _, traj = lax.scan(step, x0, None, length=steps)
    return traj


simulate = jax.jit(decay_trajectory)
traj = simulate(jnp.float32(1.0), 0.1, 20)
print(traj[-1], traj.shape)
