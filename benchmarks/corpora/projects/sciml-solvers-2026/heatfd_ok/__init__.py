"""Theta-method finite-difference solver for the 1D heat equation."""
