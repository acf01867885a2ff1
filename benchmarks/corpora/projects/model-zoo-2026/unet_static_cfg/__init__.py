"""Linen U-Net denoiser trained with a DDPM-style objective."""
