"""1-D signal denoiser trained on random crops, whole epochs inside one jitted fori_loop."""
