import importlib

_PKG = __package__

ENTRY_POINTS = {
    "molgraph.node_features": {
        "degree": f"{_PKG}.features:degree_features",
        "onehot_degree": f"{_PKG}.features:onehot_degree_features",
        "raw": f"{_PKG}.features:raw_features",
    },
    "molgraph.aggregators": {
        "sum": f"{_PKG}.aggregators:sum_aggregate",
        "mean": f"{_PKG}.aggregators:mean_aggregate",
        "max": f"{_PKG}.aggregators:max_aggregate",
    },
}

_CACHE = {}


def load(group, name):
    key = (group, name)
    if key not in _CACHE:
        try:
            spec = ENTRY_POINTS[group][name]
        except KeyError:
            raise KeyError(f"no entry point {name!r} in group {group!r}") from None
        module_name, _, attr = spec.partition(":")
        _CACHE[key] = getattr(importlib.import_module(module_name), attr)
    return _CACHE[key]


def names(group):
    return sorted(ENTRY_POINTS[group])
