"""Lorenz-63 trajectories with a scanned RK4 rollout and forward-mode sensitivities."""
