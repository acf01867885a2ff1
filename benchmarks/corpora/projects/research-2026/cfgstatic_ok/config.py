from dataclasses import dataclass, field


@dataclass(frozen=True)
class NetConfig:
    channels: tuple = (8, 16)
    kernel: int = 3
    num_classes: int = 4
    label_smoothing: float = 0.1
    weight_decay: float = 5e-4
    lr: float = 0.05
    augment: bool = True


@dataclass
class RunConfig:
    seed: int = 2
    image_size: int = 16
    batch_size: int = 16
    steps: int = 2
    net: NetConfig = field(default_factory=NetConfig)
