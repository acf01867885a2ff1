from .policy import POLICIES

__all__ = ["POLICIES"]
