"""Graph convolutional network for graph classification, jraph-style batches, flax.linen."""
