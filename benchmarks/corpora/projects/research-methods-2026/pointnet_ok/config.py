import dataclasses


@dataclasses.dataclass
class Config:
    seed: int = 0
    model: str = "dgcnn"
    num_points: int = 64
    num_classes: int = 4
    k: int = 8
    widths: tuple = (32, 32)
    head: int = 64
    batch_size: int = 32
    steps: int = 150
    lr: float = 2e-3
    label_smoothing: float = 0.1
