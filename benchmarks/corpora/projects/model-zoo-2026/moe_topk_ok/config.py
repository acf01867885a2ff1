import dataclasses
from typing import NamedTuple


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    arch: str = "moe"
    vocab: int = 20
    width: int = 16
    hidden: int = 32
    num_experts: int = 4
    num_classes: int = 3


class RouterConfig(NamedTuple):
    top_k: int = 2
    aux_weight: float = 0.01


BATCH, LENGTH, STEPS = 4, 6, 3
