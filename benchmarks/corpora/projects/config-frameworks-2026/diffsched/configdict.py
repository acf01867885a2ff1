"""A small attribute-dict in the spirit of ml_collections.ConfigDict."""


class ConfigDict(dict):
    def __init__(self, initial=None, **kwargs):
        super().__init__()
        for key, value in dict(initial or {}, **kwargs).items():
            self[key] = value

    def __setitem__(self, key, value):
        if isinstance(value, dict) and not isinstance(value, ConfigDict):
            value = ConfigDict(value)
        super().__setitem__(key, value)

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError as exc:
            raise AttributeError(key) from exc

    def __setattr__(self, key, value):
        self[key] = value

    def lock(self):
        return FrozenConfigDict(self)

    def __repr__(self):
        return "ConfigDict(" + ", ".join(f"{k}={v!r}" for k, v in self.items()) + ")"


class FrozenConfigDict(ConfigDict):
    def __init__(self, initial=None, **kwargs):
        object.__setattr__(self, "_frozen", False)
        super().__init__(initial, **kwargs)
        object.__setattr__(self, "_frozen", True)

    def __setitem__(self, key, value):
        if getattr(self, "_frozen", False):
            raise AttributeError(f"config is frozen, cannot set {key!r}")
        if isinstance(value, dict) and not isinstance(value, FrozenConfigDict):
            value = FrozenConfigDict(value)
        dict.__setitem__(self, key, value)
