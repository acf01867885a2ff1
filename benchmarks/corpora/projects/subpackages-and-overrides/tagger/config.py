"""Model settings."""

from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    vocab: int = 20
    embed: int = 8
    hidden: int = 16
    n_tags: int = 5
    pad_id: int = 0
    use_bias: bool = True
    use_norm: bool = True
    eps: float = 1e-5
