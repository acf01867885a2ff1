"""Distance-based continuous-filter network (SchNet-like) for classifying padded point clouds, in flax.nnx."""
from .config import PCConfig
from .model import DistanceNet

__all__ = ["PCConfig", "DistanceNet"]
