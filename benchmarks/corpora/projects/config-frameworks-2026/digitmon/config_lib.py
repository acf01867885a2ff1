import ast


class AttrDict(dict):
    __getattr__ = dict.__getitem__

    def __setattr__(self, key, value):
        self[key] = value

    @classmethod
    def wrap(cls, value):
        if isinstance(value, dict):
            return cls({k: cls.wrap(v) for k, v in value.items()})
        return value


def _coerce(text, current):
    if isinstance(current, bool):
        return text.lower() in ("1", "true", "yes")
    if isinstance(current, (list, tuple)):
        return type(current)(p.strip() for p in text.split(",") if p.strip())
    if isinstance(current, str):
        return text
    return type(current)(ast.literal_eval(text))


def apply_overrides(config, overrides):
    for item in overrides:
        path, _, raw = item.partition("=")
        *parents, leaf = path.strip().split(".")
        node = config
        for p in parents:
            node = node[p]
        if leaf not in node:
            raise KeyError(f"unknown config field {path!r}")
        node[leaf] = _coerce(raw.strip(), node[leaf])
    return config
