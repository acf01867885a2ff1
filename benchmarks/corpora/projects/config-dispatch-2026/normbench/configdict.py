"""A tiny stand-in for ``ml_collections.ConfigDict`` (attribute access, nesting)."""


class ConfigDict:
    def __init__(self, initial=None):
        object.__setattr__(self, "_fields", {})
        for key, value in (initial or {}).items():
            setattr(self, key, value)

    def __setattr__(self, key, value):
        if isinstance(value, dict):
            value = ConfigDict(value)
        self._fields[key] = value

    def __getattr__(self, key):
        if key.startswith("_"):
            raise AttributeError(key)
        try:
            return self._fields[key]
        except KeyError:
            raise AttributeError(f"ConfigDict has no field {key!r}") from None

    def __contains__(self, key):
        return key in self._fields

    def get(self, key, default=None):
        return self._fields.get(key, default)

    def to_dict(self):
        return {k: v.to_dict() if isinstance(v, ConfigDict) else v
                for k, v in self._fields.items()}

    def __repr__(self, indent=0):
        lines = []
        for k, v in self._fields.items():
            if isinstance(v, ConfigDict):
                lines.append(" " * indent + f"{k}:")
                lines.append(v.__repr__(indent + 2))
            else:
                lines.append(" " * indent + f"{k}: {v!r}")
        return "\n".join(lines)
