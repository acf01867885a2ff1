"""A small re-implementation of ``hydra.utils.instantiate``."""
import functools
import importlib


def locate(path):
    """Resolve ``"pkg.module.Attr"`` by importing the longest importable prefix."""
    parts = path.split(".")
    for i in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ModuleNotFoundError:
            continue
        for name in parts[i:]:
            obj = getattr(obj, name)
        return obj
    raise ImportError(f"cannot locate {path!r}")


def instantiate(cfg, **overrides):
    if isinstance(cfg, (list, tuple)):
        return [instantiate(item) for item in cfg]
    if not isinstance(cfg, dict):
        return cfg
    cfg = {**cfg, **overrides}
    kwargs = {k: instantiate(v) for k, v in cfg.items() if not k.startswith("_")}
    if "_target_" not in cfg:
        return kwargs
    target = locate(cfg["_target_"])
    if cfg.get("_partial_", False):
        return functools.partial(target, **kwargs)
    return target(**kwargs)
