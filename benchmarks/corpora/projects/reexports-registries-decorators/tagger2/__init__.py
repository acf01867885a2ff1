"""Sequence tagger built with flax linen."""
