"""Softmax classifier with per-class accuracy tracking (flax nnx + optax)."""
