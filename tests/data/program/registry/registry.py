GATES = {}


def register(name):
    def add(fn):
        GATES[name] = fn
        return fn

    return add


def apply(name, x):
    return GATES[name](x)
