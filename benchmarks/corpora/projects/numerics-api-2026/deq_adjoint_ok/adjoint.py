import jax
from jax import lax

from .layer import cell


def backward(res, g):
    params, x, z, n_iter = res
    _, vjp_z = jax.vjp(lambda zz: cell(params, x, zz), z)
    # solve u = g + J_z^T u with as many sweeps as the forward solve needed
    u = lax.fori_loop(0, n_iter, lambda i, u: g + vjp_z(u)[0], g)
    _, vjp_px = jax.vjp(lambda p, xx: cell(p, xx, z), params, x)
    return vjp_px(u)
