"""Tiny functional environments behind an abstract Env interface, trained
with evolution strategies."""
from .base import Env, make, registered
from . import chain, gridworld  # noqa: F401

__all__ = ["Env", "make", "registered"]
