"""Tiny denoising-diffusion model on 2-D points, with ancestral sampling (linen + optax)."""
