"""Tiny MLP-Mixer (equinox) on synthetic oriented-bar images with a warmup + step-decay schedule."""
