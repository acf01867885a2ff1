"""Data-parallel 1D signal segmentation with flax.linen and jax.pmap."""
