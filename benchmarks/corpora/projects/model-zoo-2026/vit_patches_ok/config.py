import dataclasses


@dataclasses.dataclass(frozen=True)
class ViTConfig:
    image_size: int = 8
    patch: int = 4
    channels: int = 3
    dim: int = 16
    heads: int = 2
    depth: int = 2
    num_classes: int = 3
    ensemble: int = 2
    batch: int = 4
    lr: float = 1e-3
    steps: int = 3
