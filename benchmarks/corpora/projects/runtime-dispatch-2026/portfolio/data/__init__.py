from .market import simulate_returns

__all__ = ["simulate_returns"]
