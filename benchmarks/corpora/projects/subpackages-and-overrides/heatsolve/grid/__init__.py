"""Spatial grids."""
