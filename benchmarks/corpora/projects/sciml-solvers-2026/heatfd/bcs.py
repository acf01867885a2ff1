from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class Dirichlet:
    left: float = 0.0
    right: float = 0.0
    periodic: bool = False

    def apply(self, u):
        u[0] = self.left
        u[-1] = self.right
        return u

    def unknowns(self, u):
        return u[1:-1]

    def boundary_load(self, n, r):
        lift = self.apply(jnp.zeros(n))
        return r * (lift[:-2] + lift[2:])

    def restore(self, v):
        return self.apply(jnp.pad(v, 1))


@dataclass(frozen=True)
class Periodic:
    periodic: bool = True

    def apply(self, u):
        return u

    def unknowns(self, u):
        return u

    def boundary_load(self, n, r):
        return 0.0

    def restore(self, v):
        return v


def make_bc(kind, **values):
    if kind == "dirichlet":
        return Dirichlet(**values)
    if kind == "periodic":
        return Periodic()
    raise ValueError(f"unknown boundary condition {kind!r}")
