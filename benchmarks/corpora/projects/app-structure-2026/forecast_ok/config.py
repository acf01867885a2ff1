from collections.abc import Mapping

DEFAULTS = {
    "model": "gru",
    "length": 600,
    "period": 24,
    "trend": 0.002,
    "noise": 0.1,
    "context": 32,
    "horizon": 8,
    "hidden": 32,
    "depth": 2,
    "batch_size": 32,
    "steps": 60,
    "learning_rate": 3e-3,
    "grad_clip": 1.0,
    "seed": 0,
    "log_every": 20,
}


class FrozenConfig(Mapping):
    def __init__(self, **values):
        unknown = set(values) - set(DEFAULTS)
        if unknown:
            raise KeyError(f"unknown options: {sorted(unknown)}")
        self._data = {**DEFAULTS, **values}

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, key):
        return self._data[key]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)

    def __hash__(self):
        return hash(tuple(sorted(self._data.items())))

    def __eq__(self, other):
        return isinstance(other, FrozenConfig) and self._data == other._data

    def updated(self, **changes):
        return FrozenConfig(**{**self._data, **changes})
