from .metrics import accuracy, class_balanced_weights
from .registry import Registry

__all__ = ["accuracy", "class_balanced_weights", "Registry"]
