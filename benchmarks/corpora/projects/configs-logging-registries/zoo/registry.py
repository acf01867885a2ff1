"""Name -> model builder table."""

BUILDERS = {}


def register(name):
    def decorate(fn):
        if name in BUILDERS:
            raise KeyError(f"duplicate model name {name!r}")
        BUILDERS[name] = fn
        return fn

    return decorate


def build(name, *args, **kwargs):
    try:
        builder = BUILDERS[name]
    except KeyError:
        raise KeyError(f"unknown model {name!r}; known: {sorted(BUILDERS)}") from None
    return builder(*args, **kwargs)
