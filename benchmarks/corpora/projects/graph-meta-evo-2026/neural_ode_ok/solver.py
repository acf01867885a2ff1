"""Fixed-step RK4 in lax.scan, differentiated with a discrete adjoint that replays the stored states."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from .field import apply_field, zeros_like_tree


def rk4_step(static, params, t, y, dt):
    f = partial(apply_field, params, static)
    k1 = f(t, y)
    k2 = f(t + dt / 2, y + dt / 2 * k1)
    k3 = f(t + dt / 2, y + dt / 2 * k2)
    k4 = f(t + dt, y + dt * k3)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def _trajectory(static, n_steps, dt, y0, t0, params):
    def body(y, i):
        return rk4_step(static, params, t0 + i * dt, y, dt), y

    y_final, ys = lax.scan(body, y0, jnp.arange(n_steps))
    return y_final, ys


@partial(jax.custom_vjp, nondiff_argnums=(0, 1))
def odeint(static, n_steps, dt, y0, t0, params):
    y_final, _ = _trajectory(static, n_steps, dt, y0, t0, params)
    return y_final


def _odeint_fwd(static, n_steps, dt, y0, t0, params):
    y_final, ys = _trajectory(static, n_steps, dt, y0, t0, params)
    return y_final, (ys, dt, t0, params)


def _odeint_bwd(static, n_steps, res, g):
    ys, dt, t0, params = res

    def body(carry, inp):
        adj_y, adj_p = carry
        i, y = inp
        _, vjp = jax.vjp(lambda y_, p_: rk4_step(static, p_, t0 + i * dt, y_, dt), y, params)
        dy, dp = vjp(adj_y)
        return (dy, jax.tree_util.tree_map(jnp.add, adj_p, dp)), None

    init = (g, zeros_like_tree(params))
    (adj_y0, adj_p), _ = lax.scan(body, init, (jnp.arange(n_steps), ys), reverse=True)
    return jnp.zeros_like(dt), adj_y0, jnp.zeros_like(t0), adj_p


odeint.defvjp(_odeint_fwd, _odeint_bwd)
