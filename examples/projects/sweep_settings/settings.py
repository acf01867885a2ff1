"""The settings of one run, read from a sweep's JSON entry."""

from flax import struct


@struct.dataclass
class RunSettings:
    scale: float
    n_samples: int  # a leaf: traced when the settings are passed to a jitted function


def from_entry(entry):
    return RunSettings(scale=float(entry["scale"]), n_samples=int(entry["n_samples"]))
