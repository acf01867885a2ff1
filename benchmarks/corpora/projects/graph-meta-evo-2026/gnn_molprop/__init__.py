"""Message-passing GNN for toy molecular property regression on padded graph batches."""
from .config import Config
from .model import MolGNN

__all__ = ["Config", "MolGNN"]
