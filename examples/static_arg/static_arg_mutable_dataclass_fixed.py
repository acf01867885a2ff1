"""`frozen=True` gives the dataclass a hash of its (hashable) fields."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class SolverOptions:
    iters: int = 20
    damping: float = 1.0


@functools.partial(jax.jit, static_argnames="opts")
def jacobi(a, b, opts):
    d = jnp.diag(a)
    x = jnp.zeros_like(b)
    for _ in range(opts.iters):
        x = opts.damping * (b - (a - jnp.diag(d)) @ x) / d
    return x


a = jnp.array([[4.0, 1.0], [1.0, 5.0]])
jacobi(a, jnp.ones(2), opts=SolverOptions(iters=30))
