import functools

import jax
import jax.numpy as jnp

from . import dynamics, integrators, util


def energy(y):
    return 0.5 * (y[..., 0] ** 2 + y[..., 1] ** 2)


@functools.partial(jax.jit, static_argnames=("n_sub",))
def one_step_error(field, y0s, dt, n_sub):
    fine = jax.vmap(lambda y: dynamics.advance(dynamics.true_field, y, dt, 4 * n_sub))(y0s)
    coarse = jax.vmap(lambda y: integrators.substepped(field, y, dt, n_sub, method=integrators.euler))(y0s)
    return jnp.mean((fine - coarse) ** 2)


def drift(y0, dt, steps, n_sub):
    ys = util.repeat(lambda y: dynamics.advance(dynamics.true_field, y, dt, n_sub), y0, steps)
    return float(energy(ys) - energy(y0))


def convergence(y0, dt, counts=(1, 2, 4)):
    return {n: drift(y0, dt, 5, n) for n in counts}
