import jax.numpy as jnp
from jax import lax


def _bs32(f, t, y, h, args):
    k1 = f(t, y, args)
    k2 = f(t + 0.5 * h, y + 0.5 * h * k1, args)
    k3 = f(t + 0.75 * h, y + 0.75 * h * k2, args)
    y_new = y + h * (2.0 / 9.0 * k1 + 1.0 / 3.0 * k2 + 4.0 / 9.0 * k3)
    k4 = f(t + h, y_new, args)
    y_low = y + h * (7.0 / 24.0 * k1 + 0.25 * k2 + 1.0 / 3.0 * k3 + 0.125 * k4)
    return y_new, y_new - y_low


def solve_adaptive(f, y0, t0, t1, args, rtol=1e-6, atol=1e-8, h0=1e-2, max_steps=20000):
    def keep_going(state):
        t, _, _, n, _ = state
        return (t < t1) & (n < max_steps)

    def attempt(state):
        t, y, h, n, n_rej = state
        h = jnp.minimum(h, t1 - t)
        y_new, err = _bs32(f, t, y, h, args)
        scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
        err_norm = jnp.sqrt(jnp.mean((err / scale) ** 2))
        accept = err_norm <= 1.0
        factor = jnp.clip(0.9 * err_norm ** (-1.0 / 3.0), 0.2, 5.0)
        t = jnp.where(accept, t + h, t)
        y = jnp.where(accept, y_new, y)
        return t, y, h * factor, n + 1, n_rej + jnp.where(accept, 0, 1)

    t0 = jnp.asarray(t0, dtype=y0.dtype)
    init = (t0, y0, jnp.asarray(h0, dtype=y0.dtype), jnp.asarray(0), jnp.asarray(0))
    t, y, _, n, n_rej = lax.while_loop(keep_going, attempt, init)
    return y, n, n_rej
