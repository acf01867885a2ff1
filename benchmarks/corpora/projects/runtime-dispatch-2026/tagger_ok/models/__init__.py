from .classifier import SentenceClassifier
from .poolers import Pooler

__all__ = ["Pooler", "SentenceClassifier"]
