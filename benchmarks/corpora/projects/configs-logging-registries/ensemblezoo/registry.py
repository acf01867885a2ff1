"""Name -> member family table."""

from typing import Callable, NamedTuple


class Family(NamedTuple):
    init: Callable
    apply: Callable


FAMILIES = {}


def register(name):
    def decorate(builder):
        FAMILIES[name] = Family(*builder())
        return builder

    return decorate


def get(name):
    if name not in FAMILIES:
        raise KeyError(f"unknown member family {name!r}")
    return FAMILIES[name]
