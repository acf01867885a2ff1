"""EDM-style stochastic sampler with inpainting for a 1-D signal diffusion model (equinox)."""
