"""Find the root of a monotone function with Newton steps inside lax.while_loop."""
from dataclasses import dataclass
from typing import NamedTuple

import jax
import jax.numpy as jnp


class NewtonState(NamedTuple):
    x: jax.Array
    step: jax.Array
    it: jax.Array


@jax.tree_util.register_dataclass
@dataclass
class Options:
    tol: float = 1e-6
    max_iter: int = 50


def newton(f, x0, opts):
    df = jax.grad(f)

    def cond_fun(s):
        return (s.it < opts.max_iter) & (jnp.abs(s.step) > opts.tol)

    def body_fun(s):
        step = f(s.x) / df(s.x)
        return NewtonState(s.x - step, step, s.it + 1)

    init = NewtonState(jnp.asarray(x0), jnp.asarray(jnp.inf), jnp.asarray(0))
    final = jax.lax.while_loop(cond_fun, body_fun, init)
    return final.x, final.it


@jax.jit
def cube_root(c, opts):
    return newton(lambda x: x ** 3 - c, jnp.maximum(c, 1.0), opts)


root, iters = cube_root(27.0, Options())
print(float(root), int(iters))
