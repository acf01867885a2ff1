from .vae import VAE
