"""A sparse autoencoder written with equinox."""
