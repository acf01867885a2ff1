"""Deep k-means style clustering with flax.nnx (autoencoder + learnable centroids)."""
