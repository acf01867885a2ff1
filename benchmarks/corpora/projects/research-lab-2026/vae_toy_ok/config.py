from dataclasses import dataclass


@dataclass
class VAEConfig:
    image_size: int = 8
    n_images: int = 512
    latent_dim: int = 4
    hidden: int = 64
    batch_size: int = 64
    lr: float = 2e-3
    epochs: int = 4
    schedule: str = "linear"
    warmup: int = 40
    seed: int = 0
