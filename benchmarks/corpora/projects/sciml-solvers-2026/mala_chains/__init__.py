"""Gradient-based MCMC (MALA and HMC) for low-dimensional research targets."""
