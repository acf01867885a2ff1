from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    d_in: int = 8
    width: int = 32
    layers: int = 3
    residual: bool = True
    gate: str = "glu"
    dropout: float = 0.0
    out: int = 1
    pos_table: int = 16


@dataclass(frozen=True)
class OptConfig:
    lr: float = 1e-3
    clip: float = 1.0
    steps: int = 4
    batch: int = 8
    weight_decay: float = 0.0
    seed: int = 2
