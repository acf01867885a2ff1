"""Tiny MLP classifier trained from the command line."""

__version__ = "0.1.0"
