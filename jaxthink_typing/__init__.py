"""Static/Traced annotations and a mypy plugin for JAX's tracing model."""

from jaxthink_typing.annotations import Static, Traced

__all__ = ["Static", "Traced"]
__version__ = "0.1.0"
