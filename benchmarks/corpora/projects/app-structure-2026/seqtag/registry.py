_MODELS = {}
_LOSSES = {}


def _register(table, name):
    def wrap(obj):
        table[name] = obj
        return obj

    return wrap


def register_model(name):
    return _register(_MODELS, name)


def register_loss(name):
    return _register(_LOSSES, name)


def get_model(name):
    if name not in _MODELS:
        raise ValueError(f"no model named {name!r}; choose from {sorted(_MODELS)}")
    return _MODELS[name]


def get_loss(name):
    if name not in _LOSSES:
        raise ValueError(f"no loss named {name!r}; choose from {sorted(_LOSSES)}")
    return _LOSSES[name]
