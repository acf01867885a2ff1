class Registry:
    def __init__(self, kind):
        self.kind = kind
        self._items = {}

    def register(self, name):
        def deco(fn):
            if name in self._items:
                raise KeyError(f"duplicate {self.kind}: {name}")
            self._items[name] = fn
            return fn
        return deco

    def get(self, name):
        try:
            return self._items[name]
        except KeyError:
            raise KeyError(f"unknown {self.kind} {name!r}; have {sorted(self._items)}") from None
