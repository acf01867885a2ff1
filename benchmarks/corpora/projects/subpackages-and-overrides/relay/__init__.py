"""Particles in a box, stepped with a constant-step integrator and a chain of per-step hooks."""
