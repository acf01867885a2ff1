from .regression import MODELS, build_logdensity

__all__ = ["MODELS", "build_logdensity"]
