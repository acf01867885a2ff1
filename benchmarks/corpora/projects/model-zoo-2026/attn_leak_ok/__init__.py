"""flax.nnx transformer classifier that records attention maps for inspection."""
