"""The settings of one run, read from a sweep's JSON entry."""

from flax import struct


@struct.dataclass
class RunSettings:
    scale: float
    n_samples: int = struct.field(pytree_node=False)  # static: a Python int in the trace


def from_entry(entry):
    return RunSettings(scale=float(entry["scale"]), n_samples=int(entry["n_samples"]))
