"""Same as base, but with the spike-clipping RMS norm."""
from . import base


def get_config():
    cfg = base.get_config()
    cfg.model.norm = "clipped_rms"
    cfg.model.clip = 3.0
    return cfg
