"""Implicit equilibrium layer (DEQ-style) classifier with a hand-written optimizer (equinox)."""
