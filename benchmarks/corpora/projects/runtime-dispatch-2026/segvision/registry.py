"""Name -> object registries filled by decorators at import time."""


class Registry:
    def __init__(self, kind):
        self.kind = kind
        self._entries = {}

    def register(self, name):
        def decorator(obj):
            if name in self._entries:
                raise KeyError(f"{self.kind} {name!r} registered twice")
            self._entries[name] = obj
            return obj

        return decorator

    def get(self, name):
        try:
            return self._entries[name]
        except KeyError:
            raise KeyError(
                f"unknown {self.kind} {name!r}; available: {', '.join(self.names())}"
            ) from None

    def names(self):
        return sorted(self._entries)

    def __contains__(self, name):
        return name in self._entries


MODELS = Registry("model")
LOSSES = Registry("loss")
