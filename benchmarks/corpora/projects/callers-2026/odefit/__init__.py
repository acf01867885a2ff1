"""Fit a small neural ODE to damped-oscillator trajectories (equinox + optax)."""
