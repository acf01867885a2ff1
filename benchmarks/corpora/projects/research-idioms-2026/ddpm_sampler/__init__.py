"""DDPM on 2-D toy data: linear noise schedule, MLP denoiser, ancestral sampler."""
