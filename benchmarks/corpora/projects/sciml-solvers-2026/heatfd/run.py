import numpy as np
import jax.numpy as jnp

from .bcs import make_bc
from .config import Grid, RunSpec
from .operators import energy
from .solver import evolve


def dirichlet_case(spec):
    grid = Grid(n=65)
    bc = make_bc("dirichlet", left=1.0, right=0.25)
    x = grid.coords()
    steady = bc.left + (bc.right - bc.left) * x
    u0 = steady + np.sin(np.pi * x)
    u, iters = evolve(jnp.asarray(u0, dtype=jnp.float32), grid, spec, bc)
    t_end = spec.dt * spec.n_steps
    exact = steady + np.exp(-spec.kappa * np.pi ** 2 * t_end) * np.sin(np.pi * x)
    return grid, np.asarray(u), exact, int(iters)


def periodic_case(spec):
    grid = Grid(n=64, periodic=True)
    bc = make_bc("periodic")
    x = grid.coords()
    u0 = np.sin(2 * np.pi * x) + 0.5 * np.cos(4 * np.pi * x)
    u, iters = evolve(jnp.asarray(u0, dtype=jnp.float32), grid, spec, bc)
    t_end = spec.dt * spec.n_steps
    exact = (np.exp(-4 * np.pi ** 2 * spec.kappa * t_end) * np.sin(2 * np.pi * x)
             + 0.5 * np.exp(-16 * np.pi ** 2 * spec.kappa * t_end) * np.cos(4 * np.pi * x))
    return grid, np.asarray(u), exact, int(iters)


def main():
    for scheme in ("crank_nicolson", "backward_euler"):
        spec = RunSpec(scheme=scheme)
        for name, case in (("dirichlet", dirichlet_case), ("periodic", periodic_case)):
            grid, u, exact, iters = case(spec)
            err = np.max(np.abs(u - exact))
            e = float(energy(jnp.asarray(u), grid.dx))
            print(f"{scheme:>15s} {name:>9s}: max err {err:.2e}  energy {e:.4f}  cg iters {iters}")
    spec = RunSpec(scheme="forward_euler", dt=1e-4, n_steps=1000)
    grid, u, exact, _ = dirichlet_case(spec)
    print(f"{'forward_euler':>15s} dirichlet: max err {np.max(np.abs(u - exact)):.2e}")
