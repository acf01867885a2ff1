"""One-interval ODE steppers: ``solver(f, y, dt) -> y(t + dt)``."""
import equinox as eqx
import jax.numpy as jnp


class Euler(eqx.Module):
    def __call__(self, f, y, dt):
        return y + dt * f(y)


class RK4(eqx.Module):
    def __call__(self, f, y, dt):
        k1 = f(y)
        k2 = f(y + 0.5 * dt * k1)
        k3 = f(y + 0.5 * dt * k2)
        k4 = f(y + dt * k3)
        return y + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


class SubstepEuler(eqx.Module):
    """Euler, split into enough sub-steps that none is longer than ``max_dt``."""
    max_dt: float = 0.05
    max_substeps: int = 8

    def __call__(self, f, y, dt):
        n = jnp.clip(jnp.ceil(dt / self.max_dt), 1, self.max_substeps)
        h = dt / n
        for i in range(self.max_substeps):
            y = jnp.where(i < n, y + h * f(y), y)
        return y
