from .cell import LSTMCell
from .unroll import unroll

__all__ = ["LSTMCell", "unroll"]
