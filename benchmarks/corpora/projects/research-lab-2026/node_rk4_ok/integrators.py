import jax.numpy as jnp
from jax import lax


def rk4_step(field, t, y, h):
    k1 = field(t, y)
    k2 = field(t + 0.5 * h, y + 0.5 * h * k1)
    k3 = field(t + 0.5 * h, y + 0.5 * h * k2)
    k4 = field(t + h, y + h * k3)
    return h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def odeint(field, y0, ts, substeps, monitor=None):
    def interval(y, t_pair):
        t0, t1 = t_pair[0], t_pair[1]
        h = (t1 - t0) / substeps

        def sub(i, y):
            dy = rk4_step(field, t0 + i * h, y, h)
            if monitor is not None:
                monitor.record(dy)
            return y + dy

        y = lax.fori_loop(0, substeps, sub, y)
        return y, y

    pairs = jnp.stack([ts[:-1], ts[1:]], axis=1)
    _, ys = lax.scan(interval, y0, pairs)
    return jnp.concatenate([y0[None], ys])
