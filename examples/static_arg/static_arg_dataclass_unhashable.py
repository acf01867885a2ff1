"""A non-frozen dataclass for a static argument, by keyword: it has no hash."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Options:
    iters: int = 20
    damping: float = 1.0


@functools.partial(jax.jit, static_argnames="opts")
def relax(x, opts):
    for _ in range(opts.iters):
        x = opts.damping * jnp.tanh(x)
    return x


relax(jnp.ones(3), opts=Options(iters=5))  # E: jax-static-arg
