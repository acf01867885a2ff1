import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    context: int = 12
    horizon: int = 4
    hidden: int = 24
    block_rate: float = 0.1
    drop_start: float = 0.3
    drop_end: float = 0.05
    lr: float = 0.01
    steps: int = 5
    eval_horizon: int = 2
