"""Two-spiral classification with a mixin-composed nnx trainer."""
from .classify import SpiralTrainer

__all__ = ["SpiralTrainer"]
