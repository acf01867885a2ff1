import dataclasses


@dataclasses.dataclass
class DiffusionConfig:
    model: str = "unet"
    channels: tuple = (8, 16)
    image_size: int = 8
    num_timesteps: int = 50
    beta_start: float = 1e-4
    beta_end: float = 0.02
    lr: float = 2e-3
    batch: int = 4
    steps: int = 3
