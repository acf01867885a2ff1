"""Windowed statistics and value histograms as features for a series classifier."""
