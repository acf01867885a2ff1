"""Decorator registries for neighbourhood aggregations and graph readouts."""

AGGREGATORS = {}
READOUTS = {}


def _register(table, kind, name):
    def decorator(fn):
        if name in table:
            raise ValueError(f"duplicate {kind} {name!r}")
        table[name] = fn
        return fn

    return decorator


def register_aggregator(name):
    return _register(AGGREGATORS, "aggregator", name)


def register_readout(name):
    return _register(READOUTS, "readout", name)


def get_aggregator(name):
    return AGGREGATORS[name]


def get_readout(name):
    return READOUTS[name]
