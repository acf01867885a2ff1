"""tagger: sentence polarity classification with flax.nnx."""

__version__ = "1.2.0"
