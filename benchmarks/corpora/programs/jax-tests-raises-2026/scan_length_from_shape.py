"""Trajectory of an exponentially decaying quantity, one value per time stamp.

After tests/lax_control_flow_test.py, testScanLengthError.
"""
import jax
import jax.numpy as jnp
from jax import lax


def decay_trajectory(x0, rate, times):
    def step(x, _):
        x_next = x * (1.0 - rate)
        return x_next, x_next

    _, traj = lax.scan(step, x0, None, length=times.shape[0])
    return traj


simulate = jax.jit(decay_trajectory)
times = jnp.linspace(0.0, 1.0, 20)
traj = simulate(jnp.float32(1.0), 0.1, times)
print(traj[-1], traj.shape)
