"""Two-task set encoder with padded inputs, EMA weights and per-task loss weighting (linen)."""
