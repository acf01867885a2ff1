"""Toy score-based diffusion on 2-D point clouds, configured ml_collections-style."""
