"""A tiny equinox self-attention encoder trained with optax."""
from .config import EncoderConfig
from .model import Encoder

__all__ = ["Encoder", "EncoderConfig"]
