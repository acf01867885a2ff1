"""Variational autoencoder on 8x8 bar images, flax.linen with a custom TrainState."""
