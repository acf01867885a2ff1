"""CartPole with observation normalisation and an A2C agent."""
