"""Kernel ridge / random-feature regression with cached jitted solvers (plain jax)."""
