import time

import jax
import jax.numpy as jnp
import numpy as np


def batched_solver(solver):
    return jax.jit(jax.vmap(solver.solve))


def relative_residuals(A, b, x):
    r = b - jnp.einsum("bij,bj->bi", A, x)
    return jnp.linalg.norm(r, axis=-1) / jnp.linalg.norm(b, axis=-1)


def benchmark(solver, problem, repeats=3):
    A = jnp.asarray(problem.matrices)
    b = jnp.asarray(problem.rhs)
    solve = batched_solver(solver)
    x = solve(A, b).block_until_ready()
    t0 = time.perf_counter()
    for _ in range(repeats):
        x = solve(A, b).block_until_ready()
    elapsed = (time.perf_counter() - t0) / repeats
    res = np.asarray(relative_residuals(A, b, x))
    err = np.abs(np.asarray(x) - problem.reference()).max()
    return {"time_ms": 1e3 * elapsed, "max_rel_res": float(res.max()), "max_abs_err": float(err)}
