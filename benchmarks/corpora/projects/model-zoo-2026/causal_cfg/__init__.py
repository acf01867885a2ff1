"""Tiny linen model zoo: transformer encoder and MLP classifiers."""
