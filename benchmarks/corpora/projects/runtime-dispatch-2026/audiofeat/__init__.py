"""audiofeat: tone classification from on-the-fly spectral features (flax.nnx)."""

__version__ = "0.9.0"
