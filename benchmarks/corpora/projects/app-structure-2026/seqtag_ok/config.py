import copy

DEFAULTS = {
    "model": "conv",
    "loss": "masked_ce",
    "vocab_size": 48,
    "pad_id": 0,
    "num_tags": 5,
    "min_len": 6,
    "max_len": 20,
    "embed_dim": 32,
    "hidden_dim": 48,
    "num_layers": 2,
    "kernel_size": 3,
    "batch_size": 32,
    "steps": 60,
    "learning_rate": 5e-3,
    "weight_decay": 1e-4,
    "seed": 0,
    "log_every": 20,
    "verbose": False,
}


class ConfigDict:
    def __init__(self, values=None, **overrides):
        object.__setattr__(self, "_values", copy.deepcopy(dict(values or DEFAULTS)))
        for key, value in overrides.items():
            self[key] = value

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self[name] = value

    def __getitem__(self, key):
        return self._values[key]

    def __setitem__(self, key, value):
        if key not in self._values:
            raise KeyError(f"unknown config field {key!r}")
        self._values[key] = value

    def to_dict(self):
        return dict(self._values)

    def __repr__(self):
        body = ", ".join(f"{k}={v!r}" for k, v in sorted(self._values.items()))
        return f"ConfigDict({body})"


def get_config(**overrides):
    return ConfigDict(DEFAULTS, **overrides)
