import jax
import jax.numpy as jnp
from jax import lax


class Units:
    def __init__(self, length="m", time="s"):
        self.length = length
        self.time = time


def simulate(pos, vel, units, n_steps=100, dt=0.01, g=-9.81):
    def step(carry, _):
        p, v, u = carry
        v = v + dt * jnp.array([0.0, g])
        p = p + dt * v
        return (p, v, u), p[1]

    (pos, vel, _), heights = lax.scan(step, (pos, vel, units), None, length=n_steps)
    return pos, heights


units = Units()
pos, heights = simulate(jnp.array([0.0, 10.0]), jnp.array([1.0, 5.0]), units)
print(f"final position: {pos} [{units.length}], max height {float(heights.max()):.2f}")
