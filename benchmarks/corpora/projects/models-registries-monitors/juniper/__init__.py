"""LSTM forecaster for a noisy multi-frequency sine signal, with activation monitoring."""
from .config import ForecastConfig
from .rnn import LSTMCell, unroll

__all__ = ["ForecastConfig", "LSTMCell", "unroll"]
