from typing import Callable, Dict


class Registry:
    def __init__(self, kind: str):
        self.kind = kind
        self._entries: Dict[str, Callable] = {}

    def register(self, name: str):
        def decorator(obj):
            if name in self._entries:
                raise KeyError(f"{self.kind} '{name}' is already registered")
            self._entries[name] = obj
            return obj

        return decorator

    def get(self, name: str):
        try:
            return self._entries[name]
        except KeyError:
            known = ", ".join(sorted(self._entries))
            raise KeyError(f"unknown {self.kind} '{name}' (known: {known})") from None

    def names(self):
        return sorted(self._entries)


MODELS = Registry("model")
LOSSES = Registry("loss")
