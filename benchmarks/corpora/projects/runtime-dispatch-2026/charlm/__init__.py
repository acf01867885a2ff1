"""charlm: a character-level causal transformer (flax.linen) and samplers."""

__version__ = "0.1.2"
