from .solver import integrate

__all__ = ["integrate"]
