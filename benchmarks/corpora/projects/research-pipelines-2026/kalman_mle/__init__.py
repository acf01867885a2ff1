"""Maximum-likelihood fitting of a linear-Gaussian state-space model via a differentiable Kalman filter."""
