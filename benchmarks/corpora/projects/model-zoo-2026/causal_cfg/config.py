import dataclasses

from flax import struct


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    name: str = "encoder"
    vocab: int = 32
    width: int = 32
    depth: int = 2
    heads: int = 4
    max_len: int = 16
    num_classes: int = 4


@struct.dataclass
class TrainConfig:
    learning_rate: float = 1e-3
    label_smoothing: float = 0.1
    causal: bool = True


def default_configs():
    return ModelConfig(), TrainConfig()
