from dataclasses import dataclass, field


@dataclass
class ModelConfig:
    vocab: int = 50
    dim: int = 32
    heads: int = 4
    depth: int = 2
    num_classes: int = 3
    keep_threshold: float = 0.0


@dataclass
class TrainConfig:
    seed: int = 0
    seq_len: int = 12
    batch_size: int = 8
    lr: float = 1e-3
    weight_decay: float = 0.01
    steps: int = 2
    model: ModelConfig = field(default_factory=ModelConfig)
