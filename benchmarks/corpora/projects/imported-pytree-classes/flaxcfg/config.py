from flax import struct


@struct.dataclass
class MixerConfig:
    hidden: int
    rounds: int
    gain: float = 0.5
