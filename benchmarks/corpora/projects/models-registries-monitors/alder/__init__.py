"""Small gated-MLP regressor built with flax.linen."""
from .config import TrainConfig
from .model import RegressionMLP, build_model

__all__ = ["TrainConfig", "RegressionMLP", "build_model"]
