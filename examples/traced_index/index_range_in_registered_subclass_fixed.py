"""The loop runs to the static maximum and masks the steps past the traced count."""

from typing import ClassVar

import jax
import jax.numpy as jnp


class Solver:
    registry: ClassVar[dict[str, type["Solver"]]] = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name is not None:
            Solver.registry[name] = cls

    def __init__(self, max_iters):
        self.max_iters = max_iters

    @classmethod
    def from_name(cls, name, max_iters):
        return cls.registry[name](max_iters)

    def iterations(self, a):
        return self.max_iters

    def solve(self, a, b):
        x = jnp.zeros_like(b)
        count = self.iterations(a)
        for k in range(self.max_iters):
            x = jnp.where(k < count, x + (b - a @ x) / jnp.diag(a), x)
        return x


class Jacobi(Solver, name="jacobi"):
    pass


class Adaptive(Solver, name="adaptive"):
    def iterations(self, a):
        return jnp.minimum(jnp.ceil(jnp.abs(a).sum()), self.max_iters).astype(jnp.int32)


a = jnp.eye(3) * 4.0 + 0.5
b = jnp.ones(3)
for name in ("jacobi", "adaptive"):
    solver = Solver.from_name(name, 8)
    print(name, jax.jit(solver.solve)(a, b))
