"""Softmax-regression trainer that runs whole epochs inside lax.scan."""
