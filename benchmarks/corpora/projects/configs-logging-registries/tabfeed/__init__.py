"""Logistic classifier on a synthetic table, fed by a NumPy batch iterator."""
