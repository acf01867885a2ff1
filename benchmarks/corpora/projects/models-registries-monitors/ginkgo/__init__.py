"""Class-weighted softmax regression with a small trainer class."""
from .config import ExperimentConfig
from .trainer import Trainer

__all__ = ["ExperimentConfig", "Trainer"]
