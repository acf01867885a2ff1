import dataclasses

import jax.numpy as jnp

from .base import IterativeSolver
from .bench import benchmark
from .config import ProblemConfig, SolverConfig
from .problems import DiffusionReactionBatch
from . import jacobi, chebyshev  # noqa: F401


def main():
    problem = DiffusionReactionBatch(ProblemConfig())
    base = SolverConfig()
    for method in ("jacobi", "chebyshev"):
        cfg = dataclasses.replace(base, method=method)
        solver = IterativeSolver.from_config(cfg)
        n0 = int(solver.num_iterations(jnp.asarray(problem.matrices[0]), jnp.asarray(problem.rhs[0])))
        stats = benchmark(solver, problem)
        print(f"{method:>10s}: iters(sys0)={n0:3d} " + " ".join(f"{k}={v:.3g}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
