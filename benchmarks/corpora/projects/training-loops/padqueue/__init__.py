"""Classifier over variable-length event sequences stored as padded arrays."""
