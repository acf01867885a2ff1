MODEL_REGISTRY = {}


def register(name):
    def deco(cls):
        MODEL_REGISTRY[name] = cls
        return cls

    return deco


def create(name, *args, **kwargs):
    try:
        cls = MODEL_REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown model {name!r}, available: {sorted(MODEL_REGISTRY)}") from None
    return cls(*args, **kwargs)
