"""Bootstrap particle filter for a univariate nonlinear state-space model."""
