"""1-D convolutional speech-like denoiser (equinox) wired with a gin-style @configurable registry."""
