"""Hand-written RK4 integration of the Lorenz system for a batch of initial conditions."""
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class LorenzParams:
    sigma: float = 10.0
    rho: float = 28.0
    beta: float = 8.0 / 3.0


def lorenz(state, p):
    x, y, z = state[..., 0], state[..., 1], state[..., 2]
    dx = p.sigma * (y - x)
    dy = x * (p.rho - z) - y
    dz = x * y - p.beta * z
    return jnp.stack([dx, dy, dz], axis=-1)


def rk4_step(f, y, h):
    k1 = f(y)
    k2 = f(y + 0.5 * h * k1)
    k3 = f(y + 0.5 * h * k2)
    k4 = f(y + h * k3)
    return y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def integrate(y0, h, n_steps, params):
    f = lambda y: lorenz(y, params)
    traj = [y0]
    y = y0
    for _ in range(n_steps):
        y = rk4_step(f, y, h)
        traj.append(y)
    return jnp.stack(traj)


integrate_jit = jax.jit(integrate, static_argnums=(3,))


def lyapunov_proxy(traj_a, traj_b):
    sep = jnp.linalg.norm(traj_a - traj_b, axis=-1)
    return jnp.log(sep[-1] / sep[0])


def main():
    params = LorenzParams()
    key = jax.random.PRNGKey(0)
    y0 = jnp.array([1.0, 1.0, 1.0]) + 0.1 * jax.random.normal(key, (4, 3))
    y0_perturbed = y0 + 1e-6
    settings = {"h": 0.01, "n_steps": 200}
    traj = integrate_jit(y0, settings["h"], settings["n_steps"], params)
    traj_p = integrate_jit(y0_perturbed, settings["h"], settings["n_steps"], params)
    print("trajectory shape:", traj.shape)
    print("final states:\n", traj[-1])
    print("log separation growth:", lyapunov_proxy(traj, traj_p))


if __name__ == "__main__":
    main()
