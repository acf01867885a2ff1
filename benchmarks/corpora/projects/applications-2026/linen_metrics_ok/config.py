import dataclasses


@dataclasses.dataclass
class Config:
    features: tuple = (64, 64)
    num_classes: int = 3
    learning_rate: float = 5e-3
    batch_size: int = 64
    epochs: int = 3
    seed: int = 42
    ckpt_dir: str = ""


def get_config():
    return Config()
