"""Bootstrap particle filter for a regime-switching nonlinear state-space model."""
