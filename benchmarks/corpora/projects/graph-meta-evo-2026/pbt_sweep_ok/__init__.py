"""Population-based training: a vmapped population of flax MLPs, each with its own hyperparameters."""
from .config import HParams, SweepConfig

__all__ = ["HParams", "SweepConfig"]
