"""Exact Gaussian-process regression with type-II maximum likelihood via optax."""
