from typing import NamedTuple


class ModelCfg(NamedTuple):
    name: str = "resnet"
    widths: tuple = (8, 16)
    num_classes: int = 4


class TrainCfg(NamedTuple):
    lr: float = 0.05
    momentum: float = 0.9
    batch: int = 8
    steps: int = 3


class Cfg(NamedTuple):
    model: ModelCfg = ModelCfg()
    train: TrainCfg = TrainCfg()
    image_size: int = 8
