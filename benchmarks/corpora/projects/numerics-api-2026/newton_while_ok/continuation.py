import jax
import jax.numpy as jnp

from . import solver


def sensitivity(F_param, x, lam):
    # implicit function theorem: dx/dlam = -J_x^{-1} dF/dlam
    Jx = jax.jacrev(F_param, argnums=0)(x, lam)
    Jl = jax.jacrev(F_param, argnums=1)(x, lam)
    return -jnp.linalg.solve(Jx, Jl)


def trace_branch(F_param, x0, lams):
    xs, its = [], []
    x = x0
    for lam in lams:
        F = lambda z, lam=lam: F_param(z, lam)
        res = solver.make_solver(F)(x)
        x = res.x
        xs.append(x)
        its.append(int(res.it))
    return jnp.stack(xs), its
