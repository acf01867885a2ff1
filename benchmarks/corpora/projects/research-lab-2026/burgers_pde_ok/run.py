import numpy as np

from .config import PDEConfig
from .diagnostics import energy, mass, max_gradient
from .grid import initial_condition, make_grid, output_times
from .solver import make_solver
from .stepper import SubcyclingStepper


def stable_dt(cfg, dx):
    advective = dx / (1.5 * cfg.amplitude)
    diffusive = dx ** 2 / (2.0 * cfg.viscosity)
    return cfg.cfl * min(advective, diffusive)


def main():
    cfg = PDEConfig()
    x, dx = make_grid(cfg.n_points, cfg.length)
    u0 = initial_condition(x, cfg.length, cfg.amplitude)
    stepper = SubcyclingStepper(dx, cfg.viscosity, stable_dt(cfg, dx))
    solve = make_solver(stepper)
    traj = np.asarray(solve(u0, output_times(cfg.t_final, cfg.n_outputs)))
    e = energy(traj, dx)
    print(f"energy {e[0]:.4f} -> {e[-1]:.4f}, mass drift {abs(mass(traj, dx)[-1] - mass(traj, dx)[0]):.2e}")
    print(f"max |du/dx| {max_gradient(traj, dx).max():.2f}")
