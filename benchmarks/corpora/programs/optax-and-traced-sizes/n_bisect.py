"""Find the root of a monotone function with bisection inside lax.while_loop."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class BisectState(NamedTuple):
    lo: jax.Array
    hi: jax.Array
    it: jax.Array


def bisect(f, lo, hi, tol=1e-6, max_iter=100):
    def cond_fun(s):
        return s.it < max_iter and s.hi - s.lo > tol

    def body_fun(s):
        mid = 0.5 * (s.lo + s.hi)
        go_right = f(mid) < 0
        return BisectState(jnp.where(go_right, mid, s.lo), jnp.where(go_right, s.hi, mid), s.it + 1)

    init = BisectState(jnp.asarray(lo), jnp.asarray(hi), jnp.asarray(0))
    final = jax.lax.while_loop(cond_fun, body_fun, init)
    return 0.5 * (final.lo + final.hi), final.it


@jax.jit
def cube_root(c):
    return bisect(lambda x: x ** 3 - c, 0.0, jnp.maximum(c, 1.0))


root, iters = cube_root(27.0)
print(float(root), int(iters))
