from .linear import SoftmaxMLP
from .prototypes import PrototypeClassifier

MODELS = {"linear": SoftmaxMLP, "proto": PrototypeClassifier}


def build_model(name, key, x, y, cfg):
    return MODELS[name].from_data(key, x, y, cfg)
