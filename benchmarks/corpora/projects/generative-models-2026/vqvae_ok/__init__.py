"""VQ-VAE on tiny synthetic images using flax.nnx."""
from .model import VQVAE
