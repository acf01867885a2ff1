"""Minimal PPO on a pure-JAX CartPole, vectorised over environments."""

__version__ = "0.1.0"
