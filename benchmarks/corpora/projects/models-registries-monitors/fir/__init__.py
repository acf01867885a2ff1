"""Two-moons style classifier built with flax.linen and a TrainState."""
from .config import get_config
from .nn import Classifier

__all__ = ["get_config", "Classifier"]
