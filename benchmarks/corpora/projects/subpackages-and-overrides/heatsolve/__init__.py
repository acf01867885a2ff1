"""Explicit finite-difference solver for the one-dimensional heat equation."""
