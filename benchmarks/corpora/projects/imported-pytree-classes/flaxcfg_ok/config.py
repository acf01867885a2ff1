from flax import struct


@struct.dataclass
class MixerConfig:
    hidden: int = struct.field(pytree_node=False)
    rounds: int = struct.field(pytree_node=False)
    gain: float = 0.5
