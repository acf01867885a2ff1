import dataclasses


@dataclasses.dataclass(frozen=True)
class Cfg:
    length: int = 40
    crop: int = 16
    kernel: int = 5
    channels: int = 4
    signals: int = 8
    lr: float = 0.05
    iters: int = 6
    border: int = 2


CFG = Cfg()
