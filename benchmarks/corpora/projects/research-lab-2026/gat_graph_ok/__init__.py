"""Graph attention network for node classification on a stochastic block model (flax nnx)."""
