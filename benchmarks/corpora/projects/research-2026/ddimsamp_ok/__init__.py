"""Tiny 2-D diffusion model (equinox) with a DDIM sampler."""
