"""Latent dynamics fitted with a neural ODE and a constant-step RK4 solver."""
