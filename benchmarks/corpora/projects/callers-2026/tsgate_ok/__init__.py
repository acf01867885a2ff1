"""Label-smoothed MLP classifier with a temperature-scaled distillation term."""
from .config import Config
from .train import fit

__all__ = ["Config", "fit"]
