class Registry(dict):
    def __init__(self, name):
        super().__init__()
        self.name = name

    def register(self, key):
        def add(fn):
            self[key] = fn
            return fn

        return add

    def __missing__(self, key):
        raise KeyError(f"{self.name}: nothing registered under {key!r}; have {sorted(self)}")


ENCODERS = Registry("encoders")
OBJECTIVES = Registry("objectives")
AUGMENTATIONS = Registry("augmentations")
