"""Two-layer regressor fitted by an unrolled, clipped gradient-descent solver."""
