"""1-D heat equation for a rod with a heated left end and an insulated right end (explicit scheme)."""
import jax
import jax.numpy as jnp
import numpy as np

PARAMS = {
    "length": 1.0,
    "n_points": 64,
    "alpha": 0.01,
    "t_final": 0.5,
    "left_temp": 1.0,
}


def grid(params):
    x = jnp.linspace(0.0, params["length"], params["n_points"])
    dx = x[1] - x[0]
    return x, dx


def stable_dt(dx, alpha, safety=0.4):
    return safety * dx ** 2 / alpha


def laplacian(u, dx):
    padded = jnp.pad(u, 1, mode="edge")
    return (padded[2:] - 2.0 * u + padded[:-2]) / dx ** 2


def apply_boundaries(u, params):
    u[0] = params["left_temp"]
    return u


def solve(u0, dx, dt, n_steps, params):
    def body(i, u):
        u = u + dt * params["alpha"] * laplacian(u, dx)
        return apply_boundaries(u, params)

    return jax.lax.fori_loop(0, n_steps, body, u0)


def analytic_steady(x, params):
    return jnp.full_like(x, params["left_temp"])


def main():
    x, dx = grid(PARAMS)
    dt = float(stable_dt(dx, PARAMS["alpha"]))
    n_steps = int(np.ceil(PARAMS["t_final"] / dt))
    print(f"dx={float(dx):.4f} dt={dt:.5f} steps={n_steps}")
    u0 = jnp.exp(-100.0 * (x - 0.5) ** 2)
    solver = jax.jit(lambda u, h, k: solve(u, h, k, n_steps, PARAMS))
    u = solver(u0, dx, dt)
    err = jnp.max(jnp.abs(u - analytic_steady(x, PARAMS)))
    print("max deviation from steady state:", float(err))
    print("mean temperature:", float(jnp.mean(u)))


if __name__ == "__main__":
    main()
