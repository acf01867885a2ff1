"""Console output helpers."""

import sys

import jax


def emit(name, value, stream=None):
    """Write one named scalar to the console."""
    out = sys.stdout if stream is None else stream
    out.write(f"{name} {value:.4f}\n")


def to_float(value):
    return value.item()


def summarize(values):
    return ", ".join(f"{k}={float(v):.3f}" for k, v in sorted(values.items()))


def describe(x):
    """A short text for an array's dtype and shape."""
    return f"{x.dtype}{list(x.shape)}"


def trace_scalar(name, value):
    jax.debug.print(name + " {v:.4f}", v=value)
