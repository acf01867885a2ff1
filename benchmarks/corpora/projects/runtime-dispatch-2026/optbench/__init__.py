"""optbench: compare optax optimisers and learning-rate schedules on test functions."""

__version__ = "0.4.2"
