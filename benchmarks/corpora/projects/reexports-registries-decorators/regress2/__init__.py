"""Robust linear regression trained with optax."""
