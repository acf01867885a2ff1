"""Roll out a linear system driven by a control sequence; the scan length comes from len()."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def rollout(A, B, x0, controls):
    horizon = len(controls)

    def step(x, t):
        x_next = A @ x + B * controls[t]
        return x_next, x_next

    _, trajectory = lax.scan(step, x0, jnp.arange(horizon), length=horizon)
    return trajectory


A = jnp.array([[0.9, -0.2], [0.2, 0.9]], dtype=jnp.float32)
B = jnp.array([0.0, 0.1], dtype=jnp.float32)
x0 = jnp.array([1.0, 0.0], dtype=jnp.float32)
controls = jnp.ones(10, dtype=jnp.float32)
traj = rollout(A, B, x0, controls)
print("trajectory shape:", traj.shape)
print("final state:", traj[-1])
