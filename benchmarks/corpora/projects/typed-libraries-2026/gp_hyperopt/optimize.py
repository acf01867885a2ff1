"""Type-II maximum likelihood with optax."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import optax
from jaxtyping import Array, Float

from .gp import GPParams, neg_log_marginal_likelihood

_value_and_grad = jax.jit(jax.value_and_grad(neg_log_marginal_likelihood))


def init_params() -> GPParams:
    return GPParams(jnp.zeros(()), jnp.zeros(()), jnp.log(jnp.asarray(0.1)))


def fit_hyperparameters(
    x: Float[Array, "n d"], y: Float[Array, "n"], steps: int = 30, lr: float = 0.05
) -> tuple[GPParams, list[float]]:
    params = init_params()
    tx = optax.adam(lr)
    opt_state = tx.init(params)
    history: list[float] = []
    for _ in range(steps):
        loss, grads = _value_and_grad(params, x, y)
        updates, opt_state = tx.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        history.append(float(loss))
    return params, history
