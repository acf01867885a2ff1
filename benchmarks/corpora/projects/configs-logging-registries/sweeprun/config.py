"""Run settings read from a JSON document."""

import json

DEFAULTS = """
{
    "lr": 0.05,
    "l2": 0.001,
    "momentum": 0.9,
    "steps": 30,
    "batch": 16
}
"""


def load(text: str = DEFAULTS) -> dict:
    """Parse a JSON run description into a dict of settings."""
    cfg = json.loads(text)
    cfg["lr"] = float(cfg["lr"])
    cfg["l2"] = float(cfg["l2"])
    return cfg


def override(cfg: dict, **changes) -> dict:
    """A copy of `cfg` with some entries replaced."""
    out = dict(cfg)
    out.update(changes)
    return out
