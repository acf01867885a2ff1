"""Catch (bsuite-style) solved with DQN and a pytree replay buffer."""
