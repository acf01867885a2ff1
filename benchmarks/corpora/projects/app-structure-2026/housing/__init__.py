"""Tabular house-price regression in plain JAX."""
