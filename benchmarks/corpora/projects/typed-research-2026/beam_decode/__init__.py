"""Beam-search decoding for a small sequence-reversal model."""
