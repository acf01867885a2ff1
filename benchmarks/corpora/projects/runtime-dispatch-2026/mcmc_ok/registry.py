"""Resolve kernel factories by attribute name on the ``kernels`` module."""
from . import kernels

_NOT_KERNELS = {"State", "NamedTuple", "init_state", "diagnostics", "jax", "jnp", "lax"}


def available_kernels():
    return sorted(
        name for name in vars(kernels)
        if not name.startswith("_") and name not in _NOT_KERNELS and callable(getattr(kernels, name))
    )


def get_kernel(name):
    if name.startswith("_") or name in _NOT_KERNELS:
        raise ValueError(f"{name!r} is not a kernel")
    factory = getattr(kernels, name, None)
    if factory is None:
        raise ValueError(f"unknown kernel {name!r}; available: {available_kernels()}")
    return factory
