"""Parameter estimation for small ODE models with fixed-step Runge-Kutta solvers."""
