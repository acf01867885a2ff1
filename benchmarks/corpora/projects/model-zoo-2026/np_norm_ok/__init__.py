"""Linen image classifiers: a small ResNet and an MLP, with a custom norm layer."""
