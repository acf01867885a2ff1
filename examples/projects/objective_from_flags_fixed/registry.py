"""Name -> function tables, filled by the `register` decorator."""


class Registry(dict):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def register(self, name):
        def add(fn):
            self[name] = fn
            return fn

        return add


OBJECTIVES = Registry("objective")
REPORTS = Registry("report")
