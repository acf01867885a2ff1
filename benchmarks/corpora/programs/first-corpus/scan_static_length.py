"""Generate a trajectory whose length comes from an input's shape."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def drive(x0, controls):
    horizon = controls.shape[0]

    def step(x, u):
        x = 0.95 * x + u
        return x, x

    _, traj = lax.scan(step, x0, controls, length=horizon)
    times = jnp.arange(horizon)
    return traj, times


if __name__ == "__main__":
    traj, times = drive(jnp.zeros(2), jnp.ones((5, 2)))
    print(traj[-1], times)
