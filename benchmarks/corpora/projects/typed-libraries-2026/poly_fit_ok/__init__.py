"""Ridge-regularised polynomial regression."""
from .basis import poly_features
from .fit import FitResult, fit, predict

__all__ = ["FitResult", "fit", "poly_features", "predict"]
