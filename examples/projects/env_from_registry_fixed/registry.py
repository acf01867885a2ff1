"""Environments by name, registered by a class decorator and made by `make`."""

ENVS: dict[str, type] = {}


def register_env(name):
    def add(cls):
        ENVS[name] = cls
        return cls

    return add


def make(name, **kwargs):
    if name not in ENVS:
        raise KeyError(f"no environment named {name!r}")
    return ENVS[name](**kwargs)
