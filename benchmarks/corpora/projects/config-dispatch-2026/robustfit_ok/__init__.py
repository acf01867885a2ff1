"""robustfit: robust least-squares curve fitting wired together gin-style.

Functions decorated with ``@gin.configurable`` receive their keyword arguments
from a bindings block parsed at start-up (see ``__main__.BINDINGS``).
"""
