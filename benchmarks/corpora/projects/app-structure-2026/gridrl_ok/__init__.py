"""REINFORCE on a tiny, fully jittable chain-walk environment."""

__version__ = "0.1.0"
