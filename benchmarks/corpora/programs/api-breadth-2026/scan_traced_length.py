"""Roll out a linear dynamical system for a horizon given at call time."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def rollout(A, x0, horizon):
    def step(x, _):
        x_next = A @ x
        return x_next, x_next

    _, trajectory = lax.scan(step, x0, None, length=horizon)
    return trajectory


A = jnp.array([[0.9, -0.2], [0.2, 0.9]], dtype=jnp.float32)
x0 = jnp.array([1.0, 0.0], dtype=jnp.float32)
traj = rollout(A, x0, 10)
print("trajectory shape:", traj.shape)
print("final state:", traj[-1])
