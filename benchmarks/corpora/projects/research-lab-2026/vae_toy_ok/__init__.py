"""Variational autoencoder on toy 8x8 blob images (flax linen)."""
