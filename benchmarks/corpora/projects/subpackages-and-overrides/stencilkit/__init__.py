"""One-dimensional stencils applied to signals."""
