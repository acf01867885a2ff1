import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    in_dim: int = 6
    width: int = 16
    depth: int = 3
    out_dim: int = 2
    lr: float = 0.05
    steps: int = 12
    batch: int = 32
    eps: float = 1e-5


def default():
    return Config()
