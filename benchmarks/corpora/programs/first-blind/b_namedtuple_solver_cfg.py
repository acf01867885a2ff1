"""Conjugate-gradient solve configured by a NamedTuple."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class CGConfig(NamedTuple):
    max_iter: int
    tol: float


def cg(A, b, cfg: CGConfig):
    x = jnp.zeros_like(b)
    r = b - A @ x
    p = r
    rs = r @ r
    for _ in range(cfg.max_iter):
        Ap = A @ p
        alpha = rs / (p @ Ap)
        x = x + alpha * p
        r = r - alpha * Ap
        rs_new = r @ r
        p = r + (rs_new / rs) * p
        rs = rs_new
    return x


solve = jax.jit(cg)

if __name__ == "__main__":
    M = jax.random.normal(jax.random.PRNGKey(0), (6, 6))
    A = M @ M.T + 6 * jnp.eye(6)
    b = jnp.arange(6.0)
    x = solve(A, b, CGConfig(max_iter=10, tol=1e-6))
    print(jnp.linalg.norm(A @ x - b))
