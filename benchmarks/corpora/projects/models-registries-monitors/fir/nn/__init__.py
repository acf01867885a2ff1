from .blocks import AdaptiveActivation, DenseBlock
from .classifier import Classifier

__all__ = ["AdaptiveActivation", "DenseBlock", "Classifier"]
