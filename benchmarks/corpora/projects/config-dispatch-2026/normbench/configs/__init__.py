"""Experiment configs; each module exposes ``get_config()``."""
import importlib


def load_config(name):
    module = importlib.import_module(f"{__name__}.{name}")
    return module.get_config()
