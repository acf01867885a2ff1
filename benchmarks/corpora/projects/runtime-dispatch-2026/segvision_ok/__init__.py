"""segvision: tiny semantic segmentation of synthetic shapes with flax.linen."""

__version__ = "0.3.1"
