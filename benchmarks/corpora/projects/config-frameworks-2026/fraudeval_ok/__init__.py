"""Fraud-score classifier (equinox + optax) evaluated by metric plugins discovered via __subclasses__()."""
