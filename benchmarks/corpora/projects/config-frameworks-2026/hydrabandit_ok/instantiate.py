import functools
import importlib

_RESERVED = ("_target_", "_args_", "_partial_", "_recursive_")


def locate(path):
    module_path, _, attr = path.rpartition(".")
    if not module_path:
        raise ValueError(f"_target_ must be a dotted path, got {path!r}")
    obj = importlib.import_module(module_path)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def instantiate(cfg, **overrides):
    if isinstance(cfg, dict):
        if "_target_" not in cfg:
            return {k: instantiate(v) for k, v in cfg.items()}
        target = locate(cfg["_target_"])
        recursive = cfg.get("_recursive_", True)
        kwargs = {
            k: (instantiate(v) if recursive else v)
            for k, v in cfg.items()
            if k not in _RESERVED
        }
        args = [instantiate(a) if recursive else a for a in cfg.get("_args_", ())]
        kwargs.update(overrides)
        if cfg.get("_partial_", False):
            return functools.partial(target, *args, **kwargs)
        return target(*args, **kwargs)
    if isinstance(cfg, (list, tuple)):
        return type(cfg)(instantiate(v) for v in cfg)
    return cfg
