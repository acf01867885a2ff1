"""Tiny PPO-style rollout on a 1-D point-mass environment."""
