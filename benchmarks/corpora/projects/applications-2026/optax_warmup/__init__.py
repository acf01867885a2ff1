"""Synthetic review sentiment classifier (flax.linen + optax) with a warmup schedule."""
