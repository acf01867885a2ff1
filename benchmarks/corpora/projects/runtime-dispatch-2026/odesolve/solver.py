"""Fixed number of (possibly adaptive) steps under ``lax.scan``."""
import functools

import jax
import jax.numpy as jnp
from jax import lax

from .models import SYSTEMS
from .stepper import make_stepper


@functools.partial(jax.jit, static_argnames=("system", "method", "num_steps", "tol", "h_min"))
def integrate(y0, dt, *, system, method, num_steps, tol, h_min):
    sys_def = SYSTEMS[system]
    advance = make_stepper(method, sys_def.vector_field, tol, h_min, h_max=4 * dt)

    def one_trajectory(y_init):
        def body(carry, _):
            t, y, h = carry
            t, y, h = advance(t, y, h)
            return (t, y, h), (t, y)

        init = (jnp.zeros(()), y_init, jnp.asarray(dt, y_init.dtype))
        _, (ts, ys) = lax.scan(body, init, None, length=num_steps)
        return ts, ys

    if y0.ndim == 1:
        return one_trajectory(y0)
    return jax.vmap(one_trajectory)(y0)
