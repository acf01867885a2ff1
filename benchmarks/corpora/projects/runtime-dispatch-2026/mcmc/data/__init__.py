from .synthetic import make_classification

__all__ = ["make_classification"]
