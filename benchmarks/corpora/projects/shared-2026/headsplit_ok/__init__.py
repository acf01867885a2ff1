"""Tiny single-layer attention model on synthetic sequences, with an attention probe."""
