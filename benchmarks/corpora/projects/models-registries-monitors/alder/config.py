from dataclasses import dataclass, field


@dataclass(frozen=True)
class ModelConfig:
    hidden: int = 32
    depth: int = 2
    out_dim: int = 1


@dataclass(frozen=True)
class TrainConfig:
    model: ModelConfig = field(default_factory=ModelConfig)
    learning_rate: float = 3e-3
    steps: int = 30
    batch_size: int = 32
    in_dim: int = 8
    seed: int = 0
    log_every: int = 10
