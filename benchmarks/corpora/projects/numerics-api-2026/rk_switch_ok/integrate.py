from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from . import schemes


def make_integrator(rhs, hmax=0.05):
    branches = schemes.make_branches(rhs, hmax)

    def body(i, carry):
        t, y, h, method = carry
        y_new, h_used = lax.switch(method, branches, t, y, h)
        return t + h_used, y_new, h, method

    @partial(jax.jit, static_argnums=(3,))
    def integrate(y0, t0, h, n_steps, method):
        carry = (jnp.asarray(t0, jnp.float32), y0, jnp.asarray(h, jnp.float32), method)
        t, y, _, _ = lax.fori_loop(0, n_steps, body, carry)
        jax.debug.print("method {m}: t_end={t:.3f}", m=method, t=t)
        return t, y

    return integrate
