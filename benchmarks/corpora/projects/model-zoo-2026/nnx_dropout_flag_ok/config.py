from typing import NamedTuple


class Config(NamedTuple):
    model: str = "cnn"
    channels: tuple = (8, 16)
    hidden: int = 32
    num_classes: int = 5
    dropout: float = 0.2
    image_size: int = 8
    lr: float = 1e-3
    steps: int = 3
