"""Soft mixture of experts (flax nnx) with top-k routing helpers and magnitude pruning."""
