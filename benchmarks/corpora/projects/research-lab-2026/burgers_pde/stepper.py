import jax.numpy as jnp
from jax import lax

from .operators import burgers_rhs


class SubcyclingStepper:
    def __init__(self, dx, nu, dt_max):
        self.dx = dx
        self.nu = nu
        self.dt_max = dt_max

    def rhs(self, u):
        return burgers_rhs(u, self.dx, self.nu)

    def substep(self, u, h):
        u1 = u + h * self.rhs(u)
        return 0.5 * (u + u1 + h * self.rhs(u1))

    def advance(self, u, dt):
        n_sub = lax.max(jnp.ceil(dt / self.dt_max).astype(jnp.int32), jnp.int32(1))
        h = dt / n_sub
        for _ in range(n_sub):
            u = self.substep(u, h)
        return u
