"""Model-agnostic meta-learning (MAML) on few-shot sine regression, in plain JAX."""
from .config import get_config

__all__ = ["get_config"]
