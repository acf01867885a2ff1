"""Autoencoder with gradient accumulation over micro-batches (equinox + optax)."""
