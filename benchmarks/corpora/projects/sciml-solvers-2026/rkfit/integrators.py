import jax.numpy as jnp
from jax import lax


def euler_step(f, t, y, h, args):
    return y + h * f(t, y, args)


def heun_step(f, t, y, h, args):
    k1 = f(t, y, args)
    k2 = f(t + h, y + h * k1, args)
    return y + 0.5 * h * (k1 + k2)


def rk4_step(f, t, y, h, args):
    k1 = f(t, y, args)
    k2 = f(t + 0.5 * h, y + 0.5 * h * k1, args)
    k3 = f(t + 0.5 * h, y + 0.5 * h * k2, args)
    k4 = f(t + h, y + h * k3, args)
    return y + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


STEPPERS = {"euler": euler_step, "heun": heun_step, "rk4": rk4_step}


def integrate_on_grid(f, y0, ts, args, cfg):
    step = STEPPERS[cfg.method]
    h_obs = ts[1] - ts[0]
    n_sub = jnp.ceil(h_obs / cfg.max_dt).astype(jnp.int32)
    h = h_obs / n_sub

    def advance(y, t):
        for k in range(n_sub):
            y = step(f, t + k * h, y, h, args)
        return y, y

    _, ys = lax.scan(advance, y0, ts[:-1])
    return jnp.concatenate([y0[None, :], ys], axis=0)
