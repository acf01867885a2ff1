import jax
import jax.numpy as jnp
from jax import lax

from .tableau import rk4_step


def reference_solution(f, y0, ts, args, substeps=400):
    def segment(y, t_pair):
        t0, t1 = t_pair
        h = (t1 - t0) / substeps
        y = lax.fori_loop(0, substeps, lambda i, yy: rk4_step(f, t0 + i * h, yy, h, args), y)
        return y, y

    _, ys = lax.scan(segment, y0, (ts[:-1], ts[1:]))
    return jnp.concatenate([y0[None], ys])


def max_abs_error(ys, ref):
    return jnp.max(jnp.abs(ys - ref))
