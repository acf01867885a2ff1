"""Hamiltonian Monte Carlo with a diagonal mass matrix estimated from a pilot run."""
from .sampler import HMC
from .targets import make_target

__all__ = ["HMC", "make_target"]
