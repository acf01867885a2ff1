"""Two-tower recommender with flax.nnx embedding tables and sampled-softmax negative sampling."""
from .config import RecConfig
from .model import TwoTower

__all__ = ["RecConfig", "TwoTower"]
