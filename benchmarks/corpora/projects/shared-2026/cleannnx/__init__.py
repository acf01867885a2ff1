"""Small flax nnx autoencoder whose option flags and clipping bounds are plain Python values."""
