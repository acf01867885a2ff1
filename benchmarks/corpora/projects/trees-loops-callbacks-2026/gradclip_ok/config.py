from dataclasses import dataclass, field


@dataclass
class TrainConfig:
    hidden_sizes: list[int] = field(default_factory=lambda: [32, 32])
    learning_rate: float = 3e-3
    max_leaf_norm: float = 0.5
    num_steps: int = 60
    batch_size: int = 128
    log_every: int = 20
    seed: int = 0
