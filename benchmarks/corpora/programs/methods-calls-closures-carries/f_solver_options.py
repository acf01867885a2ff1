"""Jacobi iterations for a diagonally dominant linear system."""
import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class SolverOptions:
    iters: int = 20
    damping: float = 1.0


@functools.partial(jax.jit, static_argnames="opts")
def jacobi(a, b, opts):
    d = jnp.diag(a)
    r = a - jnp.diag(d)
    x = jnp.zeros_like(b)
    for _ in range(opts.iters):
        x_new = (b - r @ x) / d
        x = opts.damping * x_new + (1.0 - opts.damping) * x
    return x


a = jnp.array([[4.0, 1.0, 0.0], [1.0, 5.0, 2.0], [0.0, 2.0, 6.0]])
b = jnp.array([1.0, 2.0, 3.0])
print(jacobi(a, b, opts=SolverOptions(iters=30)))
