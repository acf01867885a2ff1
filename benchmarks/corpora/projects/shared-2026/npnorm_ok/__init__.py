"""Equinox regressor with feature standardisation shared by preprocessing and layers."""
