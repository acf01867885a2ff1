"""Name -> model class."""

from .nets import CNN, MLP

MODELS = {"mlp": MLP, "cnn": CNN}


def get_model_class(name):
    try:
        return MODELS[name]
    except KeyError:
        raise ValueError(f"unknown model {name!r}; choose from {sorted(MODELS)}") from None
