"""Minimal gin-config look-alike: ``@configurable`` plus ``parse_config``."""
import ast
import functools
import inspect

_REGISTRY = {}
_BINDINGS = {}


class _Ref:
    def __init__(self, name):
        self.name = name


def _resolve(value):
    if isinstance(value, _Ref):
        if value.name.endswith("()"):
            return _REGISTRY[value.name[:-2]]()
        return _REGISTRY[value.name]
    return value


def configurable(fn):
    name = fn.__name__
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        given = sig.bind_partial(*args, **kwargs).arguments
        for (scope, param), value in _BINDINGS.items():
            if scope == name and param not in given:
                kwargs[param] = _resolve(value)
        return fn(*args, **kwargs)

    _REGISTRY[name] = wrapper
    return wrapper


def parse_config(text):
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        lhs, rhs = (s.strip() for s in line.split("=", 1))
        scope, param = lhs.rsplit(".", 1)
        value = _Ref(rhs[1:]) if rhs.startswith("@") else ast.literal_eval(rhs)
        _BINDINGS[(scope, param)] = value
