"""Tabular classifier with a numpy preprocessing stage."""
