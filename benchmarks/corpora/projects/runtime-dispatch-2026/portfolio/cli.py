"""Run a backtest and print summary statistics computed on the host."""
import numpy as np

from . import backtest, config
from .data import simulate_returns
from .registry import make, names


def summarize(pnl):
    pnl = np.asarray(pnl, dtype=np.float64)
    equity = np.cumprod(1.0 + pnl)
    drawdown = 1.0 - equity / np.maximum.accumulate(equity)
    sharpe = np.sqrt(252) * pnl.mean() / (pnl.std() + 1e-12)
    return {"total_return": float(equity[-1] - 1.0), "sharpe": float(sharpe),
            "max_drawdown": float(drawdown.max())}


def main():
    s = config.load()
    print(f"strategy={s['strategy']} kwargs={s['strategy_kwargs']} (available: {names()})")
    strategy = make(s["strategy"], **s["strategy_kwargs"])
    returns, states = simulate_returns(s["num_days"], s["num_assets"], s["seed"])
    print(f"simulated {returns.shape[0]} days, {int(states.sum())} in the stressed regime")
    pnl, weights = backtest.run(returns, strategy=strategy, lookback=s["lookback"], cost=s["cost"])
    for key, value in summarize(pnl).items():
        print(f"{key:>14s}: {value:+.4f}")
    print("average weights:", np.round(np.asarray(weights).mean(axis=0), 3))
    return 0
