"""Equinox vision transformer ensemble (filter_vmap over independent ViTs)."""
