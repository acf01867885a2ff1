"""Bayesian optimisation of a 2-D test function with a Gaussian process surrogate."""
