"""Model and training settings."""

from dataclasses import dataclass


@dataclass(frozen=True)
class NetConfig:
    in_channels: int = 3
    hidden: int = 8
    n_classes: int = 4
    kernel_size: int = 3
    n_blocks: int = 2
    use_norm: bool = True
    eps: float = 1e-3
    learning_rate: float = 0.05
