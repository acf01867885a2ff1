"""Shared-trunk multi-task learning (classification + regression) with flax.linen."""
