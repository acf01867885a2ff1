"""GAN on a 2-D ring of Gaussians, written with flax nnx."""
