"""Flax NNX autoencoder for synthetic low-rank vectors."""
from .models import AutoEncoder, Decoder, Encoder

__all__ = ["AutoEncoder", "Encoder", "Decoder"]
