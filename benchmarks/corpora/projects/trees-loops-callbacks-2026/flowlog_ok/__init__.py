"""Tiny flow-matching model on a 2-D two-moons distribution (flax linen)."""
