"""Learned vector field (equinox) fitted to a damped oscillator by rollout."""
