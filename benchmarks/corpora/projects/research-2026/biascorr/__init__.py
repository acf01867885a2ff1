"""Denoising autoencoder on synthetic low-rank data, with a debiased running loss."""
