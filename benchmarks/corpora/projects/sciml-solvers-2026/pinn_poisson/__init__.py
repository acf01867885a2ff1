"""Physics-informed MLP (flax.linen) for the 2D Poisson equation on the unit square."""
