from .encoder import Encoder
from .mlp import MLPClassifier

__all__ = ["Encoder", "MLPClassifier"]
