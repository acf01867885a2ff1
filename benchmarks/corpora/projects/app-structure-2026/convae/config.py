from dataclasses import dataclass, field, replace
from typing import Tuple


@dataclass(frozen=True)
class ModelConfig:
    features: Tuple[int, ...] = (8, 16)
    latent_dim: int = 16
    num_blocks: int = 2


@dataclass(frozen=True)
class DataConfig:
    image_size: int = 16
    num_images: int = 384
    max_blobs: int = 3


@dataclass(frozen=True)
class TrainConfig:
    corruption: str = "patch_mask"
    schedule: str = "linear_ramp"
    patch_size: int = 4
    start_rate: float = 0.1
    end_rate: float = 0.5
    ramp_steps: int = 30
    noise_std: float = 0.2
    batch_size: int = 16
    steps: int = 40
    learning_rate: float = 2e-3
    log_every: int = 10


@dataclass(frozen=True)
class Config:
    model: ModelConfig = field(default_factory=ModelConfig)
    data: DataConfig = field(default_factory=DataConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    seed: int = 0

    def with_train(self, **kwargs):
        return replace(self, train=replace(self.train, **kwargs))
