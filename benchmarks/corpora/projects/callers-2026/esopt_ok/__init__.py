"""Antithetic evolution strategies on a toy policy-fitting objective (plain jax)."""
from .es import update

__all__ = ["update"]
