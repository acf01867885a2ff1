"""OpenAI-style evolution strategies for a small equinox policy on a point-mass reaching task."""
from .config import ESConfig
from .es import OpenAIES

__all__ = ["ESConfig", "OpenAIES"]
