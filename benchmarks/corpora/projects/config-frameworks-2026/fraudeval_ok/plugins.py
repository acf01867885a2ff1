import importlib

_PLUGIN_MODULES = (".metrics", ".host_metrics")


class Metric:
    name = None
    host_only = False

    def __init__(self, **options):
        self.options = options

    def __call__(self, probs, labels):
        raise NotImplementedError


def _all_subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from _all_subclasses(sub)


def available():
    for mod in _PLUGIN_MODULES:
        importlib.import_module(mod, __package__)
    return {cls.name: cls for cls in _all_subclasses(Metric) if cls.name}


def build(names, **options):
    registry = available()
    missing = [n for n in names if n not in registry]
    if missing:
        raise KeyError(f"unknown metrics {missing}; have {sorted(registry)}")
    return [registry[n](**options) for n in names]
