"""Patch-based regressor in plain jax whose shape helpers see only static sizes."""
