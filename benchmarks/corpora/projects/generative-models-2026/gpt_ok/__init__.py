"""A very small decoder-only transformer with cached decoding."""
from .model import GPT
