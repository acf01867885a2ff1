import jax
import jax.numpy as jnp

from .problem import boundary_value, source


def scalar_field(model, params):
    def u(xy):
        return model.apply(params, xy)

    return u


def laplacian(u, xy):
    hess = jax.jacfwd(jax.grad(u))(xy)
    return jnp.trace(hess)


def pde_residual(model, params, xy):
    u = scalar_field(model, params)
    return -laplacian(u, xy) - source(xy)


def interior_loss(model, params, points):
    res = jax.vmap(lambda p: pde_residual(model, params, p))(points)
    return jnp.mean(res ** 2)


def boundary_loss(model, params, points):
    pred = model.apply(params, points)
    return jnp.mean((pred - boundary_value(points)) ** 2)
