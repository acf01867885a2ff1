import dataclasses


@dataclasses.dataclass(frozen=True)
class OptConfig:
    peak_lr: float = 0.05
    warmup: int = 3
    total: int = 12
    clip: float = 1.0
    decay: float = 1e-4
    schedule: str = "cosine"


@dataclasses.dataclass(frozen=True)
class DataConfig:
    n: int = 40
    features: int = 6
