"""The sweep: a list of configs run in order, each with its own jitted step."""
import jax

from . import solvers
from .data import make_dataset
from .model import NeuralODE
from .train import fit

SWEEP = [
    {"name": "euler-w32", "solver": "euler", "width": 32, "depth": 2,
     "lr": 3e-3, "steps": 120},
    {"name": "rk4-w32", "solver": "rk4", "width": 32, "depth": 2,
     "lr": 3e-3, "steps": 120},
    {"name": "substep-w32", "solver": "substep_euler", "max_dt": 0.05,
     "max_substeps": 8, "width": 32, "depth": 2, "lr": 3e-3, "steps": 120},
]

SOLVERS = {
    "euler": solvers.Euler,
    "rk4": solvers.RK4,
    "substep_euler": solvers.SubstepEuler,
}


def build_solver(cfg):
    cls = SOLVERS[cfg["solver"]]
    kwargs = {k: cfg[k] for k in ("max_dt", "max_substeps") if k in cfg}
    return cls(**kwargs)


def run_one(cfg, data, seed=0):
    model = NeuralODE(build_solver(cfg), cfg["width"], cfg["depth"],
                      key=jax.random.PRNGKey(seed))
    _, loss = fit(model, data, cfg["lr"], cfg["steps"])
    print(f"[{cfg['name']}] done, mse {loss:.5f}")
    return loss


def run_sweep(sweep):
    data = make_dataset()
    return [(cfg["name"], run_one(cfg, data)) for cfg in sweep]
