"""Small convolutional classifier on synthetic textures, pure JAX."""
