"""Residual MLP with layer drop on a synthetic spiral classification task (flax.nnx)."""
