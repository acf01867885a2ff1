"""DQN with a ring replay buffer on a 1-D corridor environment."""
