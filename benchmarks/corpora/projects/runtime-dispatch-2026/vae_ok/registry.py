"""Look objectives up by name on the ``objectives`` module."""
import inspect

from . import objectives


def available():
    return sorted(
        name for name, fn in inspect.getmembers(objectives, inspect.isfunction)
        if fn.__module__ == objectives.__name__ and not name.startswith("_")
    )


def get_objective(name):
    fn = getattr(objectives, name, None)
    if fn is None or name not in available():
        raise ValueError(f"unknown objective {name!r}; choose from {available()}")
    return fn
