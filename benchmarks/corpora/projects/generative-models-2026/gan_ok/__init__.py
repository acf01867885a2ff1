"""A small MLP GAN on a ring of Gaussians with separate G/D optimisers."""
from .config import GANConfig
from .networks import Generator, Discriminator
