"""Fixed-point solver configured with a NamedTuple of settings."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class SolverConfig(NamedTuple):
    damping: float
    n_iters: int


def fixed_point(f, x0, cfg):
    x = x0
    for _ in range(cfg.n_iters):
        x = (1 - cfg.damping) * x + cfg.damping * f(x)
    return x


@jax.jit
def solve(x0, cfg):
    return fixed_point(jnp.cos, x0, cfg)


if __name__ == "__main__":
    cfg = SolverConfig(damping=0.5, n_iters=30)
    print(solve(jnp.array(1.0), cfg))
