import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    features: int = 12
    width: int = 32
    ratio: float = 0.25
    depth: int = 3
    classes: int = 4
    lr: float = 0.05
    epochs: int = 2
    batch: int = 16
    n: int = 48
