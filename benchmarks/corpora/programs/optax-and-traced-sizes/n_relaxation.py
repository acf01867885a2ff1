"""Explicit Runge-Kutta integrator for a damped oscillator, configured by a dataclass."""
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class RK4Integrator:
    dt: float = 0.01
    n_steps: int = 500

    def rhs(self, y, damping):
        pos, vel = y
        return jnp.array([vel, -pos - damping * vel])

    @partial(jax.jit, static_argnums=0, static_argnames=("save_every",))
    def integrate(self, y0, damping, save_every=1):
        def step(y, _):
            k1 = self.rhs(y, damping)
            k2 = self.rhs(y + 0.5 * self.dt * k1, damping)
            k3 = self.rhs(y + 0.5 * self.dt * k2, damping)
            k4 = self.rhs(y + self.dt * k3, damping)
            y = y + self.dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
            return y, y[0]

        _, traj = jax.lax.scan(step, y0, None, length=self.n_steps)
        if save_every > 1:
            traj = traj[::save_every]
        return traj


solver = RK4Integrator(dt=0.02, n_steps=300)
traj = solver.integrate(jnp.array([1.0, 0.0]), 0.1, save_every=3)
print(traj.shape, float(traj[-1]))
