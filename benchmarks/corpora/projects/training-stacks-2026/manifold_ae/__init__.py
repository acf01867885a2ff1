"""Equinox MLP autoencoder on a noisy low-dimensional manifold, with grad-norm monitoring."""
