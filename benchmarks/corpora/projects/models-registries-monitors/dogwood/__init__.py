"""Recurrent sequence regressor unrolled with lax.scan; cells chosen from a registry."""
from .cells import CELLS, register_cell
from .sequence import SequenceModel

__all__ = ["CELLS", "register_cell", "SequenceModel"]
