"""Small denoising autoencoder with an adaptive gradient clipping transform (linen + optax)."""
