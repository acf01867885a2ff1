from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    seed: int = 0
    image_size: int = 8
    patch_size: int = 2
    num_classes: int = 4
    hidden: int = 16
    token_mlp: int = 16
    channel_mlp: int = 32
    depth: int = 2
    batch_size: int = 32
    steps: int = 3
    base_lr: float = 3e-3
    warmup_steps: int = 2
    decay_every: int = 100
    decay_rate: float = 0.5
    weight_decay: float = 1e-4
