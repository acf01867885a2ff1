"""Resolve ``"module.path:attr.sub"`` entry-point strings."""
import functools
import importlib
import inspect


def load(spec):
    module_name, sep, attr = spec.partition(":")
    if not sep:
        raise ValueError(f"entry point {spec!r} must look like 'module:attr'")
    obj = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def build(spec, _call=None, **kwargs):
    """Classes (and factories marked ``_call=True``) are called with the kwargs;
    other functions get their kwargs bound with ``functools.partial``."""
    obj = load(spec)
    if _call or (_call is None and inspect.isclass(obj)):
        return obj(**kwargs)
    return functools.partial(obj, **kwargs) if kwargs else obj
