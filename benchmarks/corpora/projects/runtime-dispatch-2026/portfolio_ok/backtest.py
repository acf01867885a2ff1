"""Walk-forward backtest as one compiled ``lax.scan`` over trading days."""
import functools

import jax
import jax.numpy as jnp
from jax import lax

from . import portfolio


@functools.partial(jax.jit, static_argnames=("strategy", "lookback", "cost"))
def run(returns, *, strategy, lookback, cost):
    num_days, num_assets = returns.shape

    def body(weights, t):
        window = lax.dynamic_slice(returns, (t - lookback, 0), (lookback, num_assets))
        new_weights, fee = portfolio.rebalance(strategy, window, weights, cost)
        pnl = returns[t] @ new_weights - fee
        drifted = new_weights * (1.0 + returns[t])
        return drifted / drifted.sum(), (pnl, new_weights)

    init = jnp.full((num_assets,), 1.0 / num_assets)
    _, (pnl, weights) = lax.scan(body, init, jnp.arange(lookback, num_days))
    return pnl, weights
