"""Tiny decoder-only language model on periodic token streams, with cached greedy decoding (flax.linen)."""
