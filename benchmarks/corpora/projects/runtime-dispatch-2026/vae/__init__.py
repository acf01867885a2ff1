"""vae: variational autoencoders on binary bar images, written with equinox."""

__version__ = "0.2.4"
