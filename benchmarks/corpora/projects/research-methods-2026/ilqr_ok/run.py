import functools

import jax
import jax.numpy as jnp
import numpy as np

from ilqr_ok import solver
from ilqr_ok.costs import make_quadratic_cost
from ilqr_ok.dynamics import DYNAMICS

CONFIG = {
    "system": "pendulum",
    "horizon": 80,
    "n_iters": 30,
    "reg": 1e-2,
    "x0": [0.0, 0.0],
    "goal": [np.pi, 0.0],
    "q_diag": [0.1, 0.01],
    "r": 0.01,
    "qf_diag": [200.0, 20.0],
}


def main(cfg=CONFIG):
    dyn = DYNAMICS[cfg["system"]]
    running, terminal = make_quadratic_cost(cfg["goal"], cfg["q_diag"], cfg["r"], cfg["qf_diag"])
    solve = jax.jit(functools.partial(solver.ilqr, dyn, running, terminal), static_argnames=("n_iters",))

    x0 = jnp.asarray(cfg["x0"], jnp.float32)
    us0 = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (cfg["horizon"], 1))
    xs, us, history, alphas = solve(x0, us0, n_iters=cfg["n_iters"], reg=cfg["reg"])
    history = np.asarray(history)
    print("cost every 5 iters:", np.round(history[::5], 3))
    print("step sizes        :", np.round(np.asarray(alphas)[:10], 3))
    print(f"final state theta={float(xs[-1, 0]):.3f} (goal {cfg['goal'][0]:.3f}), "
          f"omega={float(xs[-1, 1]):.3f}; max |u| = {float(jnp.abs(us).max()):.2f}")
