"""Soft mixture-of-experts regressor with a load-balancing penalty (flax nnx)."""
