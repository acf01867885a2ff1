"""Static/Traced annotations and a mypy plugin for JAX's tracing model."""

from jaxthink_typing.annotations import Static, Traced
from jaxthink_typing.reveal import reveal_tracedness

__all__ = ["Static", "Traced", "reveal_tracedness"]
__version__ = "0.1.0"
