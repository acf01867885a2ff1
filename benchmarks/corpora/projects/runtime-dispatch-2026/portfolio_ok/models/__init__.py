from . import strategies  # noqa: F401

__all__ = ["strategies"]
