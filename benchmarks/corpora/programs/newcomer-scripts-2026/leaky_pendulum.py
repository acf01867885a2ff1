import jax
import jax.numpy as jnp


class Pendulum:
    def __init__(self, g=9.81, length=1.0, dt=0.01):
        self.g = g
        self.length = length
        self.dt = dt
        self.last_energy = None

    def energy(self, state):
        theta, omega = state[0], state[1]
        kinetic = 0.5 * (self.length * omega) ** 2
        potential = self.g * self.length * (1 - jnp.cos(theta))
        return kinetic + potential

    def step(self, state):
        theta, omega = state[0], state[1]
        omega = omega - self.g / self.length * jnp.sin(theta) * self.dt
        theta = theta + omega * self.dt
        new_state = jnp.stack([theta, omega])
        self.last_energy = self.energy(new_state)
        return new_state


pend = Pendulum()
step = jax.jit(pend.step)
initial = jnp.array([0.5, 0.0])
state = initial
for i in range(1000):
    state = step(state)
print("final angle:", float(state[0]))
drift = pend.last_energy - pend.energy(initial)
print("energy drift:", drift)
