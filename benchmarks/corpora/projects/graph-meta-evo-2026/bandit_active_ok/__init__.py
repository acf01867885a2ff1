"""Pool-based Bayesian optimisation / active learning with random Fourier features and jitted acquisition scoring."""
from .config import AcquisitionConfig, LoopConfig

__all__ = ["AcquisitionConfig", "LoopConfig"]
