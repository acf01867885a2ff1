from . import aggregators  # noqa: F401  (fills the registries)
from .gnn import GraphNetwork

__all__ = ["GraphNetwork"]
