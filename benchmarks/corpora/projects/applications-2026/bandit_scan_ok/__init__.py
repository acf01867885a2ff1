"""Epsilon-greedy k-armed bandit testbed simulated with lax.scan."""
