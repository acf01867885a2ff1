"""1-D signal denoising with flax.nnx."""
