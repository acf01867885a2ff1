import dataclasses


@dataclasses.dataclass
class Config:
    seed: int = 0
    num_examples: int = 256
    batch_size: int = 32
    num_features: int = 16
    num_classes: int = 4
    hidden: tuple = (64, 64)
    dropout: float = 0.1
    learning_rate: float = 3e-3
    weight_decay: float = 1e-4
    ema_decay: float = 0.99
    ema_warmup: int = 10
    num_steps: int = 2
    log_every: int = 1


def get_config(**overrides):
    cfg = Config()
    for key, value in overrides.items():
        if not hasattr(cfg, key):
            raise KeyError(f"unknown config key {key}")
        setattr(cfg, key, value)
    return cfg
