import functools

CORRUPTIONS = {}
SCHEDULES = {}


def _registrar(table):
    def register(name):
        def inner(fn):
            table[name] = fn
            return fn

        return inner

    return register


register_corruption = _registrar(CORRUPTIONS)
register_schedule = _registrar(SCHEDULES)


@functools.lru_cache(maxsize=None)
def lookup(kind, name):
    table = {"corruption": CORRUPTIONS, "schedule": SCHEDULES}[kind]
    return table[name]
