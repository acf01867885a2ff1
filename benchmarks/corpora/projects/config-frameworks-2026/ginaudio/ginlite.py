import ast
import functools
import inspect

_REGISTRY = {}
_BINDINGS = {}


class ConfigurableReference:
    def __init__(self, name):
        self.name = name

    def resolve(self):
        return _REGISTRY[self.name]

    def __repr__(self):
        return f"@{self.name}"


def configurable(fn=None, *, name=None):
    def wrap(obj):
        key = name or obj.__name__
        params = inspect.signature(obj).parameters

        @functools.wraps(obj)
        def wrapper(*args, **kwargs):
            bound = {
                k: v for k, v in _BINDINGS.get(key, {}).items()
                if k in params and k not in kwargs
            }
            bound = {k: (v.resolve() if isinstance(v, ConfigurableReference) else v) for k, v in bound.items()}
            return obj(*args, **bound, **kwargs)

        _REGISTRY[key] = wrapper
        return wrapper

    return wrap(fn) if fn is not None else wrap


def _parse_value(text):
    text = text.strip()
    if text.startswith("@"):
        return ConfigurableReference(text[1:])
    return ast.literal_eval(text)


def parse_config(text):
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        lhs, rhs = line.split("=", 1)
        scope, param = lhs.strip().rsplit(".", 1)
        _BINDINGS.setdefault(scope, {})[param] = _parse_value(rhs)


def bind(scope_param, value):
    scope, param = scope_param.rsplit(".", 1)
    _BINDINGS.setdefault(scope, {})[param] = value


def query(scope_param):
    scope, param = scope_param.rsplit(".", 1)
    return _BINDINGS[scope][param]


def clear():
    _BINDINGS.clear()
