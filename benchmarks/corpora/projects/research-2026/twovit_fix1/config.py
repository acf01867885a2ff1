import dataclasses


@dataclasses.dataclass
class Config:
    seed: int = 0
    image_size: int = 16
    patch: int = 4
    channels: int = 3
    dim: int = 32
    depth: int = 1
    heads: int = 4
    mlp_ratio: int = 2
    num_classes: int = 5
    token_keep: float = 0.75
    freeze_steps: int = 5
    batch_size: int = 8
    lr: float = 1e-3
    warmup: int = 10
    total_steps: int = 200
    steps: int = 2


def default():
    return Config()
