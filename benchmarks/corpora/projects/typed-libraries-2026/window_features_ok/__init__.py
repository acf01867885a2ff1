"""Sliding-window statistics and a z-score anomaly detector for 1-D signals."""
from .detect import anomaly_scores
from .features import sliding_features

__all__ = ["anomaly_scores", "sliding_features"]
