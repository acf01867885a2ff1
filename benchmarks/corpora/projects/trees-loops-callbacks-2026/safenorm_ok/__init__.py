"""Cosine-softmax classifier with a numerically safe norm (custom VJP)."""
