"""Multi-step time-series forecasting with equinox models."""

from forecast.config import DEFAULTS, FrozenConfig

__all__ = ["DEFAULTS", "FrozenConfig"]
