import functools

import jax
import jax.numpy as jnp

from . import criteria, problems, report
from .newton import newton_solve

SOLVER = {"tol": 1e-6, "max_iter": 30}


@jax.jit
def solve_circles(radii, x0s):
    def one(r, x0):
        f = functools.partial(problems.circle_parabola, radius=r)
        return newton_solve(f, x0, **SOLVER)

    return jax.vmap(one)(radii, x0s)


def main():
    radii = jnp.array([0.5, 1.0, 2.0])
    out = solve_circles(radii, jnp.ones((3, 2)))
    n_ok = report.print_table(radii, out, SOLVER["tol"], label="radius")
    print(f"{n_ok}/{len(radii)} systems converged")
    f = functools.partial(problems.rosenbrock_grad, a=1.0)
    st = jax.jit(lambda x0: newton_solve(f, x0, **SOLVER))(jnp.array([-1.2, 1.0]))
    print("rosenbrock stationary point", st.x.tolist(), "residual", float(criteria.residual_norm(st)))
