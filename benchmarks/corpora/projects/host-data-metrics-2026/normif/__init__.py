"""Tabular regressor with in-model batch standardisation (flax linen + optax adamw)."""
