"""Bag-of-embeddings sequence classifier driven by a small ConfigDict."""
from .config import ConfigDict, get_config

__all__ = ["ConfigDict", "get_config"]
