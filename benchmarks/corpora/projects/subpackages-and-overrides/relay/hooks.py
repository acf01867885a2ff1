"""Per-step hooks, applied in registration order."""

HOOKS: list = []


def register(fn):
    HOOKS.append(fn)
    return fn


def registered():
    return tuple(HOOKS)
