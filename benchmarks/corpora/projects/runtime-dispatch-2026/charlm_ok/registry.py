"""Model constructors by name."""

MODELS = {}


def register_model(name):
    def decorator(cls):
        MODELS[name] = cls
        return cls

    return decorator


def build_model(name, **kwargs):
    if name not in MODELS:
        raise KeyError(f"unknown model {name!r}: {sorted(MODELS)}")
    return MODELS[name](**kwargs)
