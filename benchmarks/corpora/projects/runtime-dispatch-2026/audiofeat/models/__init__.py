from .classifier import ToneClassifier

__all__ = ["ToneClassifier"]
