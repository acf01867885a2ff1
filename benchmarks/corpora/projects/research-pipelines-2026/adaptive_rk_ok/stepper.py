import jax.numpy as jnp
from jax import lax

from .tableau import rk23_step

SAFETY = 0.9
MIN_FACTOR = 0.2
MAX_FACTOR = 5.0


def error_norm(err, y, y_new, rtol, atol):
    scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
    return jnp.sqrt(jnp.mean((err / scale) ** 2))


def step_factor(err_norm):
    # exponent 1/(q+1) with q=2 for the embedded estimate
    f = SAFETY * (err_norm + 1e-10) ** (-1.0 / 3.0)
    return jnp.clip(f, MIN_FACTOR, MAX_FACTOR)


def adaptive_step(f, t, y, dt, args, rtol, atol, max_halvings):
    """Take one accepted step; shrink dt until the local error is acceptable."""

    def attempt(h):
        y_new, err = rk23_step(f, t, y, h, args)
        return y_new, error_norm(err, y, y_new, rtol, atol)

    y_new, err_norm = attempt(dt)

    def cond(carry):
        _, _, en, n_tries = carry
        return (en > 1.0) & (n_tries < max_halvings)

    def body(carry):
        h, _, en, n_tries = carry
        h = h * step_factor(en)
        y_try, en = attempt(h)
        return h, y_try, en, n_tries + 1

    dt, y_new, err_norm, _ = lax.while_loop(cond, body, (dt, y_new, err_norm, 0))
    dt_next = dt * step_factor(err_norm)
    return t + dt, y_new, dt_next
