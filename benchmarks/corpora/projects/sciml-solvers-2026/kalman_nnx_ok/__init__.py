"""Kalman filtering / RTS smoothing with noise parameters learned by maximum likelihood (flax.nnx)."""
