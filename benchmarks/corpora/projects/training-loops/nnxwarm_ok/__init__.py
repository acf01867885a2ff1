"""Weight-tied MLP regressor in flax.nnx with a warmup-scaled residual."""
