"""A name -> function table, filled by the `register` decorator."""


class Registry:
    def __init__(self, kind):
        self.kind = kind
        self._entries = {}

    def register(self, name):
        def add(fn):
            if name in self._entries:
                raise KeyError(f"two {self.kind}s named {name!r}")
            self._entries[name] = fn
            return fn

        return add

    def get(self, name):
        return self._entries[name]


LOSSES = Registry("loss")
