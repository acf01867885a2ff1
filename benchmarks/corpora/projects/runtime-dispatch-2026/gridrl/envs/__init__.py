"""Importing this package registers all environments."""
from . import classic, gridworld  # noqa: F401
from ..registry import make, registered

__all__ = ["make", "registered"]
