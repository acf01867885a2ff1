"""Strategy registry and ``make``."""

_STRATEGIES = {}


def register(name):
    def decorator(cls):
        _STRATEGIES[name] = cls
        cls.name = name
        return cls

    return decorator


def make(name, **kwargs):
    from . import models  # noqa: F401  (populate the registry lazily)

    try:
        cls = _STRATEGIES[name]
    except KeyError:
        raise ValueError(f"unknown strategy {name!r}; known: {sorted(_STRATEGIES)}") from None
    return cls(**kwargs)


def names():
    from . import models  # noqa: F401

    return sorted(_STRATEGIES)
