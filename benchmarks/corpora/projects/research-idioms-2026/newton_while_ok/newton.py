import jax
import jax.numpy as jnp

from . import criteria
from .state import SolverState


def newton_solve(f, x0, tol=1e-6, max_iter=50):
    jac = jax.jacfwd(f)

    def cond(state):
        return criteria.keep_going(state, tol, max_iter)

    def body(state):
        dx = jnp.linalg.solve(jac(state.x), -state.fx)
        x = state.x + dx
        return SolverState(x=x, fx=f(x), i=state.i + 1)

    return jax.lax.while_loop(cond, body, SolverState(x=x0, fx=f(x0), i=jnp.array(0)))
