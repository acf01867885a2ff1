"""The registry: a dict that `register` fills, one call per model."""

MODELS: dict[str, type] = {}


def register(name, cls):
    MODELS[name] = cls
