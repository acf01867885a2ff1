from typing import NamedTuple


class Config(NamedTuple):
    vocab: int = 50
    max_len: int = 12
    embed: int = 16
    hidden: int = 32
    num_classes: int = 3
    batch_size: int = 8
    steps: int = 3
    lr: float = 1e-2
    seed: int = 0


def get_config(**overrides):
    return Config()._replace(**overrides)
