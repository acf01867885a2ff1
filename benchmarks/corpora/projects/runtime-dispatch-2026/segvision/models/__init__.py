"""Importing this package registers every model."""
from . import fcn  # noqa: F401
