"""Sparse regression with a hook-based trainer (flax.linen)."""
from .config import TrainConfig
from .trainer import Trainer
from .sparse import SparseTrainer

__all__ = ["TrainConfig", "Trainer", "SparseTrainer"]
