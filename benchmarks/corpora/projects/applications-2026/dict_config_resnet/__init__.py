"""Residual MLP regression driven by a nested config dict."""
