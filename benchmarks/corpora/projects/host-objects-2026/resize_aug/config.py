"""Augmentation and training configuration (plain Python values)."""
import dataclasses


@dataclasses.dataclass
class AugConfig:
    image_size: int = 24
    out_size: int = 16
    channels: int = 3
    contrast: float = 1.2
    brightness: float = 0.2
    flip_prob: float = 0.5
    batch_size: int = 8
    n_batches: int = 4
    n_classes: int = 3
    epochs: int = 3
    learning_rate: float = 1e-2
    seed: int = 0
    prng_impl: str = "rbg"
    crop_margin: int = dataclasses.field(init=False)

    def __post_init__(self):
        if self.out_size > self.image_size:
            raise ValueError("out_size must not exceed image_size")
        if not 0.0 <= self.flip_prob <= 1.0:
            raise ValueError("flip_prob must be a probability")
        if self.brightness < 0 or self.contrast <= 0:
            raise ValueError("brightness must be >= 0 and contrast > 0")
        if self.batch_size < 4:
            raise ValueError("batch_size must be at least 4")
        self.crop_margin = self.image_size // 8
