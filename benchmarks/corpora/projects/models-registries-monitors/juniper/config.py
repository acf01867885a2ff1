from dataclasses import dataclass


@dataclass(frozen=True)
class ForecastConfig:
    hidden: int = 16
    window: int = 20
    batch: int = 24
    lr: float = 1e-2
    steps: int = 30
    seed: int = 2
    report_every: int = 10
