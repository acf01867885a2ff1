"""Ensemble configuration validated on the host."""
import dataclasses


@dataclasses.dataclass
class EnsembleConfig:
    in_size: int = 4
    hidden: int = 16
    out_size: int = 1
    temperatures: tuple = (0.5, 1.0, 1.5, 2.0)
    n_batches: int = 6
    batch_size: int = 32
    steps: int = 40
    learning_rate: float = 1e-2
    seed: int = 0
    n_members: int = dataclasses.field(init=False)

    def __post_init__(self):
        self.temperatures = tuple(float(t) for t in self.temperatures)
        if not self.temperatures:
            raise ValueError("need at least one ensemble member")
        if min(self.temperatures) <= 0:
            raise ValueError("temperatures must be positive")
        if self.hidden <= 0 or self.in_size <= 0:
            raise ValueError("layer sizes must be positive")
        self.n_members = len(self.temperatures)
