"""Lightweight activation statistics collected while the model runs."""
import jax.numpy as jnp

_ACTIVATIONS = {}


def record(name, value):
    _ACTIVATIONS[name] = value
    return value


def summary():
    return {name: float(jnp.abs(v).mean()) for name, v in sorted(_ACTIVATIONS.items())}


def reset():
    _ACTIVATIONS.clear()
