import jax
import jax.numpy as jnp
from jax import lax

from .state import NewtonState


def make_step(F):
    jac = jax.jacfwd(F)

    def step(state):
        J = jac(state.x)
        dx = jnp.linalg.solve(J, -state.fx)
        full = state.x + dx
        f_full = F(full)
        worse = jnp.sum(f_full ** 2) > jnp.sum(state.fx ** 2)
        x_new = lax.cond(worse, lambda: state.x + 0.5 * dx, lambda: full)
        return NewtonState(x_new, F(x_new), state.it + 1)

    return step
