"""One-dimensional Pong against a wall, learned with online n-step Q-learning."""
