"""Bag-of-embeddings sequence classifier on variable-length token batches (flax nnx)."""
from .config import get_config

__all__ = ["get_config"]
