"""Softmax MLP classifier written with plain parameter pytrees."""
from .config import Config
from .model import init_mlp, mlp_forward

__all__ = ["Config", "init_mlp", "mlp_forward"]
