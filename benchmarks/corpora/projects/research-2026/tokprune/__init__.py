"""Token-pruning sequence classifier written with flax.nnx."""
