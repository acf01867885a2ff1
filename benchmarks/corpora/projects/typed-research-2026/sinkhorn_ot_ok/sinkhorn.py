from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp

from .loops import iterate_until, repeat


class Potentials(NamedTuple):
    f: jax.Array
    g: jax.Array


class OTResult(NamedTuple):
    plan: jax.Array
    cost: jax.Array
    n_iter: jax.Array


def log_plan(C: jax.Array, pot: Potentials, log_a: jax.Array, log_b: jax.Array, eps: float) -> jax.Array:
    return (pot.f[:, None] + pot.g[None, :] - C) / eps + log_a[:, None] + log_b[None, :]


def solve(
    C: jax.Array, a: jax.Array, b: jax.Array, eps: float, tol: float, max_iter: int
) -> OTResult:
    log_a, log_b = jnp.log(a), jnp.log(b)

    def update(pot: Potentials) -> Potentials:
        f = -eps * logsumexp((pot.g[None, :] - C) / eps + log_b[None, :], axis=1)
        g = -eps * logsumexp((f[:, None] - C) / eps + log_a[:, None], axis=0)
        return Potentials(f, g)

    def marginal_error(pot: Potentials) -> jax.Array:
        row = jnp.exp(logsumexp(log_plan(C, pot, log_a, log_b, eps), axis=1))
        return jnp.sum(jnp.abs(row - a))

    init = repeat(update, Potentials(jnp.zeros_like(a), jnp.zeros_like(b)), 2)
    pot, n_iter = iterate_until(update, marginal_error, init, tol, max_iter)
    plan = jnp.exp(log_plan(C, pot, log_a, log_b, eps))
    return OTResult(plan=plan, cost=jnp.sum(plan * C), n_iter=jnp.asarray(n_iter))
