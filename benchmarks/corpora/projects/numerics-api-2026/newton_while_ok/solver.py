import jax
import jax.numpy as jnp
from jax import lax

from . import step, stopping
from .state import NewtonState


def make_solver(F, tol=1e-6, maxiter=50):
    cond = stopping.make_cond(tol, maxiter)
    body = step.make_step(F)

    @jax.jit
    def solve(x0):
        init = NewtonState(x0, F(x0), jnp.int32(0))
        return lax.while_loop(cond, body, init)

    return solve
