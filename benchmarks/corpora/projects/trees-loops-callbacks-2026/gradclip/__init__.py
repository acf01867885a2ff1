"""Per-layer gradient clipping experiments for a small regression MLP."""
