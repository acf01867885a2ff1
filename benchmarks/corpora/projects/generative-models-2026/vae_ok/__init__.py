"""Bernoulli VAE on small binary patterns with KL annealing."""
from .model import VAE
