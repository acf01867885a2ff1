"""Functional MLP regression with a warmup-cosine learning-rate schedule."""
