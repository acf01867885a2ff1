"""Static/Traced annotations and a mypy plugin for JAX's tracing model."""

from typing import TYPE_CHECKING

from jaxthink_typing.annotations import Static, Traced
from jaxthink_typing.reveal import reveal_tracedness

if TYPE_CHECKING:
    from jaxthink_typing.runtime import Jitted, check_static, jit

__all__ = ["Jitted", "Static", "Traced", "check_static", "jit", "reveal_tracedness"]


def __getattr__(name: str) -> object:
    # jax is imported when the runtime helpers are first used, not for the annotations
    # (nor by the mypy plugin, which imports this package).
    if name in ("jit", "check_static", "Jitted"):
        from jaxthink_typing import runtime

        return getattr(runtime, name)
    raise AttributeError(name)


__version__ = "0.2.0"
