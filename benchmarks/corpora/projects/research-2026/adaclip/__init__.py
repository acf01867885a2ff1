"""Tabular classifier in flax.nnx trained with per-tensor gradient clipping."""
