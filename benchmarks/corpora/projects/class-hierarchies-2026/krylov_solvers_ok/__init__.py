"""Stationary and polynomial iterative solvers for batches of SPD systems."""
from .base import IterativeSolver
from . import jacobi, chebyshev  # noqa: F401  (registers the solvers)

__all__ = ["IterativeSolver"]
