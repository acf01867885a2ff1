import dataclasses
from typing import Tuple


@dataclasses.dataclass(frozen=True)
class Config:
    model: str = "cnn"
    loss: str = "smooth_ce"
    num_classes: int = 4
    image_size: int = 12
    channels: int = 1
    features: Tuple[int, ...] = (8, 16)
    hidden: int = 32
    batch_size: int = 32
    num_train: int = 512
    num_eval: int = 128
    steps: int = 40
    learning_rate: float = 3e-3
    label_smoothing: float = 0.1
    logit_cap: float = 8.0
    seed: int = 0
    log_every: int = 10

    def replace(self, **overrides):
        return dataclasses.replace(self, **overrides)
