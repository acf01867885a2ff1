"""Gaussian-blob MLP classifier with verbose metric logging (flax linen + optax)."""
