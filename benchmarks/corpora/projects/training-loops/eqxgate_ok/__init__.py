"""Gated residual network in equinox, fitted with optax."""
