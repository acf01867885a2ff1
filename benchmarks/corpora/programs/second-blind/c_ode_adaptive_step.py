"""Adaptive step-size integration of a damped oscillator."""
import jax
import jax.numpy as jnp


def rhs(t, y, damping):
    pos, vel = y[0], y[1]
    return jnp.array([vel, -pos - damping * vel])


def rk4_step(t, y, h, damping):
    k1 = rhs(t, y, damping)
    k2 = rhs(t + h / 2, y + h / 2 * k1, damping)
    k3 = rhs(t + h / 2, y + h / 2 * k2, damping)
    k4 = rhs(t + h, y + h * k3, damping)
    return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


@jax.jit
def adaptive_step(t, y, h, damping):
    full = rk4_step(t, y, h, damping)
    half = rk4_step(t + h / 2, rk4_step(t, y, h / 2, damping), h / 2, damping)
    err = jnp.max(jnp.abs(full - half))
    if err > 1e-6:
        h_new = h * 0.5
    else:
        h_new = h * 1.5
    return half, h_new


def integrate(y0, t_end, damping):
    t, y, h = 0.0, y0, 0.1
    while t < t_end:
        y_next, h_next = adaptive_step(t, y, h, damping)
        t += h
        y, h = y_next, float(h_next)
    return y


if __name__ == "__main__":
    final = integrate(jnp.array([1.0, 0.0]), 2.0, 0.3)
    print(final)
