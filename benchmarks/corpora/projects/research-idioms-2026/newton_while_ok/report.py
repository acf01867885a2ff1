import jax
import jax.numpy as jnp

from . import criteria


def converged_mask(states, tol):
    norms = jax.vmap(criteria.residual_norm)(states)
    return norms <= tol, norms


def print_table(params, states, tol, label="param"):
    ok, norms = converged_mask(states, tol)
    print(f"{label:>8} | {'root':>24} | iters | residual")
    for p, x, i, n, good in zip(params, states.x, states.i, norms, ok):
        root = ", ".join(f"{float(v):+.4f}" for v in x)
        flag = "" if bool(good) else "  (not converged)"
        print(f"{float(p):8.2f} | {root:>24} | {int(i):5d} | {float(n):.1e}{flag}")
    return int(jnp.sum(ok))
