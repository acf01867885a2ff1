from typing import NamedTuple


class ModelConfig(NamedTuple):
    arch: str = "decoder"
    vocab: int = 16
    width: int = 16
    heads: int = 2
    depth: int = 2
    max_len: int = 8


class SampleConfig(NamedTuple):
    batch: int = 2
    temperature: float = 1.0
    bos: int = 1


class TrainConfig(NamedTuple):
    lr: float = 1e-2
    steps: int = 2


class Config(NamedTuple):
    model: ModelConfig = ModelConfig()
    sample: SampleConfig = SampleConfig()
    train: TrainConfig = TrainConfig()


def get_config():
    return Config()
