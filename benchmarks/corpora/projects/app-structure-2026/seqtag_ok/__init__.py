"""Token-level sequence tagging with flax.nnx."""
