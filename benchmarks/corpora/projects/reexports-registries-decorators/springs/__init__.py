"""Parameter estimation for damped springs by differentiating through a simulation."""
