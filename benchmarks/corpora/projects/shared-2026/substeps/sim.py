import jax
import jax.numpy as jnp

from . import dynamics


def rollout(field, y0, dts, subs):
    def body(y, inputs):
        dt, n_sub = inputs
        y = dynamics.advance(field, y, dt, n_sub)
        return y, y

    _, ys = jax.lax.scan(body, y0, (dts, subs))
    return ys


def reference(y0, dt, horizon, n_sub):
    ys = []
    y = y0
    for _ in range(horizon):
        y = dynamics.advance(dynamics.true_field, y, dt, n_sub)
        ys.append(y)
    return jnp.stack(ys)
