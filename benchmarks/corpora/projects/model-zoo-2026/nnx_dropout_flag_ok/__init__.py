"""flax.nnx image classifiers (small CNN and MLP) with dropout."""
