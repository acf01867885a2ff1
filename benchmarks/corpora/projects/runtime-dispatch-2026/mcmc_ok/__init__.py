"""mcmc: gradient-based MCMC for small Bayesian regression models."""

__version__ = "0.2.0"
