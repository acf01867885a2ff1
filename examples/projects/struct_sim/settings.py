"""Simulation settings: a pytree, so a jitted function traces its fields."""

from flax import struct


@struct.dataclass
class SimSettings:
    dt: float
    substeps: int  # a leaf: traced when the settings are passed to a jitted function
    drag: float = 0.01
