"""Equinox regressor with EMA weights and NumPy checkpoints."""
