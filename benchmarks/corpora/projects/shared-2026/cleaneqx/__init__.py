"""Equinox residual network with static activation names, scanned layers and a jitted/eager helper."""
