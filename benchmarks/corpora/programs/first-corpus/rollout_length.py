"""Roll out a linear dynamical system for a requested number of steps."""

import jax
import jax.numpy as jnp
from jax import lax


def dynamics(a, b):
    def step(x, _):
        x_next = a @ x + b
        return x_next, x_next

    return step


@jax.jit
def rollout(a, b, x0, horizon):
    _, traj = lax.scan(dynamics(a, b), x0, None, length=horizon)
    return traj


if __name__ == "__main__":
    a = jnp.array([[0.9, 0.1], [0.0, 0.95]])
    b = jnp.array([0.01, 0.0])
    x0 = jnp.array([1.0, 1.0])
    traj = rollout(a, b, x0, 20)
    print(traj.shape, traj[-1])
