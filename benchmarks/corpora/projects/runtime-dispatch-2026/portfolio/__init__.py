"""portfolio: walk-forward backtests of allocation strategies, compiled with jax."""

__version__ = "0.7.3"
