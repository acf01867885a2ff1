import importlib

from ..config_lib import AttrDict, apply_overrides


def get(name, overrides=()):
    module = importlib.import_module(f".{name}", __name__)
    return apply_overrides(AttrDict.wrap(module.get_config()), overrides)
