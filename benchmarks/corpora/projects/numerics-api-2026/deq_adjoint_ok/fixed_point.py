import jax
import jax.numpy as jnp
from jax import lax

from . import adjoint
from .layer import cell


def _solve(params, x, tol=1e-5, max_iter=60):
    def cond(c):
        z, z_prev, i = c
        return (jnp.max(jnp.abs(z - z_prev)) > tol) & (i < max_iter)

    def body(c):
        z, _, i = c
        return cell(params, x, z), z, i + 1

    z0 = jnp.zeros(params["b"].shape)
    z, _, n = lax.while_loop(cond, body, (cell(params, x, z0), z0, 1))
    return z, n


@jax.custom_vjp
def equilibrium(params, x):
    return _solve(params, x)[0]


def _fwd(params, x):
    z, n = _solve(params, x)
    return z, (params, x, z, n)


equilibrium.defvjp(_fwd, adjoint.backward)
