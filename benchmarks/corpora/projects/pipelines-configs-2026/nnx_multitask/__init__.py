"""Shared-trunk multi-task model in flax.nnx with per-task heads and losses."""
