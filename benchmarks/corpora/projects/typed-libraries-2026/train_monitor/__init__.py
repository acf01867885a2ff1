"""Linear regression by gradient descent with pluggable training monitors."""
from .monitor import Monitor
from .params import LinearParams
from .recorders import HistoryMonitor

__all__ = ["HistoryMonitor", "LinearParams", "Monitor"]
