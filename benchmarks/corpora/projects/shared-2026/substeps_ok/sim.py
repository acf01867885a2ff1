import jax
import jax.numpy as jnp

from . import dynamics


def rollout(field, y0, dts, subs):
    def body(y, dt):
        y = dynamics.advance(field, y, dt, subs)
        return y, y

    _, ys = jax.lax.scan(body, y0, dts)
    return ys


def reference(y0, dt, horizon, n_sub):
    ys = []
    y = y0
    for _ in range(horizon):
        y = dynamics.advance(dynamics.true_field, y, dt, n_sub)
        ys.append(y)
    return jnp.stack(ys)
