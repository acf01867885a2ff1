"""Toy part-of-speech style sequence tagger written with flax.nnx."""
