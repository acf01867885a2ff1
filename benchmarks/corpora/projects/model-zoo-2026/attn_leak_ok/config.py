import dataclasses


@dataclasses.dataclass
class Config:
    arch: str = "transformer"
    vocab: int = 20
    width: int = 16
    heads: int = 2
    depth: int = 2
    max_len: int = 8
    num_classes: int = 2
    batch: int = 4
    lr: float = 3e-3
    steps: int = 3
