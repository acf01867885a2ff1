"""Gated PixelCNN for tiny binary images."""
from .model import PixelCNN
from .ordering import RasterOrder
