"""Imbalanced multi-class classification with class-weighted cross entropy (equinox)."""
