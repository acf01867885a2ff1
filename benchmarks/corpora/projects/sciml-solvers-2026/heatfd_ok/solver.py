import functools

import jax
from jax import lax

from .config import THETA
from .linsolve import conjugate_gradient
from .operators import second_difference


def theta_step(u, r, theta, bc, spec):
    v = bc.unknowns(u)
    explicit = v + (1.0 - theta) * r * second_difference(v, bc.periodic)
    rhs = explicit + bc.boundary_load(u.shape[0], r)
    if theta == 0.0:
        return bc.restore(rhs), 0

    def matvec(w):
        return w - theta * r * second_difference(w, bc.periodic)

    v_new, iters = conjugate_gradient(matvec, rhs, x0=v, tol=spec.cg_tol, maxiter=spec.cg_maxiter)
    return bc.restore(v_new), iters


@functools.partial(jax.jit, static_argnames=("grid", "spec", "bc"))
def evolve(u0, grid, spec, bc):
    r = spec.kappa * spec.dt / grid.dx ** 2
    theta = THETA[spec.scheme]

    def body(_, carry):
        u, total = carry
        u, iters = theta_step(u, r, theta, bc, spec)
        return u, total + iters

    return lax.fori_loop(0, spec.n_steps, body, (bc.apply(u0), 0))
