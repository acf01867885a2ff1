class Registry:
    def __init__(self, what):
        self.what = what
        self.table = {}

    def register(self, name=None):
        def deco(fn):
            self.table[name or fn.__name__] = fn
            return fn

        return deco

    def __getitem__(self, name):
        if name not in self.table:
            raise KeyError(f"no {self.what} called {name!r}; known: {', '.join(sorted(self.table))}")
        return self.table[name]

    def keys(self):
        return sorted(self.table)


MODELS = Registry("model")
METRICS = Registry("metric")
