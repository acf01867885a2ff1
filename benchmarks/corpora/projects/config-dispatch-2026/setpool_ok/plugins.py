"""Plugin discovery by walking ``__subclasses__()`` recursively."""


def all_subclasses(cls):
    found = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(all_subclasses(sub))
    return found


def find_plugin(base, name):
    table = {}
    for cls in all_subclasses(base):
        plugin_name = cls.__dict__.get("name")
        if plugin_name is not None:
            table[plugin_name] = cls
    if name not in table:
        raise KeyError(f"no {base.__name__} plugin named {name!r}; have {sorted(table)}")
    return table[name]
