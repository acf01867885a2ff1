import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab: int = 11
    dim: int = 16
    max_len: int = 12


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    lr: float = 0.03
    steps: int = 6
    batch: int = 8
    prompt: int = 3
    new_tokens: int = 5
