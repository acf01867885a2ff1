import jax
import jax.numpy as jnp


def euler_step(f, t, y, h):
    return y + h * f(t, y)


def midpoint_step(f, t, y, h):
    k1 = f(t, y)
    return y + h * f(t + h / 2, y + h / 2 * k1)


def rk4_step(f, t, y, h):
    k1 = f(t, y)
    k2 = f(t + h / 2, y + h / 2 * k1)
    k3 = f(t + h / 2, y + h / 2 * k2)
    k4 = f(t + h, y + h * k3)
    return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


STEPPERS = {"euler": euler_step, "midpoint": midpoint_step, "rk4": rk4_step}


def integrate(f, y0, solver_cfg):
    step = STEPPERS[solver_cfg.method]
    t0, t1, dt = solver_cfg.t0, solver_cfg.t1, solver_cfg.dt
    num_steps = int(round((t1 - t0) / dt))
    step_sizes = jnp.full((num_steps,), (t1 - t0) / num_steps)

    def body(carry, h):
        t, y = carry
        y = step(f, t, y, h)
        return (t + h, y), y

    _, ys = jax.lax.scan(body, (jnp.asarray(t0, y0.dtype), y0), step_sizes)
    return jnp.concatenate([y0[None], ys], axis=0)
