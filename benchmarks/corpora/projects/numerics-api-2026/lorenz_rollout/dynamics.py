import jax.numpy as jnp


def lorenz(state, p):
    x, y, z = state[0], state[1], state[2]
    return jnp.stack([p["sigma"] * (y - x), x * (p["rho"] - z) - y, x * y - p["beta"] * z])


def rk4(state, dt, p):
    k1 = lorenz(state, p)
    k2 = lorenz(state + 0.5 * dt * k1, p)
    k3 = lorenz(state + 0.5 * dt * k2, p)
    k4 = lorenz(state + dt * k3, p)
    return state + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
