"""Simulation settings: the step count is metadata, static under jit."""

from flax import struct


@struct.dataclass
class SimSettings:
    dt: float
    substeps: int = struct.field(pytree_node=False)  # static: part of the jit cache key
    drag: float = 0.01
