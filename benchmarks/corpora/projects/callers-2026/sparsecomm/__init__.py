"""Simulated communication-efficient training: top-magnitude gradient sparsification (flax nnx)."""
