import jax
import jax.numpy as jnp
from jax import lax

from . import dynamics


def make_tangent_step(dt, params):
    def flow(s):
        return dynamics.rk4(s, dt, params)

    def step(i, carry):
        s, v, log_growth = carry
        s_new, v_new = jax.jvp(flow, (s,), (v,))
        norm = jnp.linalg.norm(v_new)
        return s_new, v_new / norm, log_growth + jnp.log(norm)

    return step


def largest_exponent(state0, dt, n_steps, params):
    v0 = jnp.ones_like(state0) / jnp.sqrt(state0.shape[0])
    step = make_tangent_step(dt, params)
    _, _, total = lax.fori_loop(0, n_steps, step, (state0, v0, jnp.zeros(())))
    return total / (n_steps * dt)
