import dataclasses


@dataclasses.dataclass
class TrainConfig:
    n_features: int = 32
    n_informative: int = 5
    n_train: int = 512
    n_val: int = 128
    hidden: tuple = (64, 64)
    batch_size: int = 64
    epochs: int = 6
    lr: float = 3e-3
    l1: float = 1e-3
    l1_warmup: int = 20
    l1_ramp: int = 40
    patience: int = 3
    seed: int = 0


def debug_config(**overrides):
    base = TrainConfig(epochs=3, n_train=256)
    return dataclasses.replace(base, **overrides)
