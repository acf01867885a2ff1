import dataclasses


@dataclasses.dataclass
class RunConfig:
    features: int = 10
    widths: tuple = (24, 24)
    classes: int = 4
    batch: int = 32
    steps: int = 3
    lr: float = 0.05
    keep_frac: float = 0.25
    seed: int = 7


def default():
    return RunConfig()
