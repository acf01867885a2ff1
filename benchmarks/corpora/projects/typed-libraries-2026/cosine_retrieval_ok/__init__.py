"""Embedding retrieval: an encoder protocol, equinox encoders, jitted top-k search."""
from .encoders import CosineEncoder, LinearEncoder
from .protocols import Encoder
from .search import top_k_search

__all__ = ["CosineEncoder", "Encoder", "LinearEncoder", "top_k_search"]
