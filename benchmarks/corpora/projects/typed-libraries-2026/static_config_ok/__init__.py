"""Config-driven MLP whose config is a static jit argument."""
from .config import Activation, ModelConfig
from .model import forward

__all__ = ["Activation", "ModelConfig", "forward"]
