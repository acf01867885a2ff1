"""Explicit finite-difference heat equation with Dirichlet walls and a rematerialised time loop."""
