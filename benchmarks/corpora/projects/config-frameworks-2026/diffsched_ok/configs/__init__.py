import importlib


def load(name="default"):
    module = importlib.import_module(f".{name}", __name__)
    return module.get_config().lock()
