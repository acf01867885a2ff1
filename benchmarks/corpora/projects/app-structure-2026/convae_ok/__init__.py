"""Convolutional autoencoder that learns to inpaint masked patches."""
