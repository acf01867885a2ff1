"""Console output helpers."""

import sys


def emit(name, value, stream=None):
    """Write one named scalar to the console."""
    out = sys.stdout if stream is None else stream
    out.write(f"{name} {value:.4f}\n")


def emit_all(values, stream=None):
    for name, value in values.items():
        emit(name, value, stream)
