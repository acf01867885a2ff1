import dataclasses
from typing import Tuple


@dataclasses.dataclass(frozen=True)
class Config:
    model: str = "mlp"
    optimizer: str = "adam"
    hidden: Tuple[int, ...] = (32, 16)
    num_samples: int = 1024
    test_fraction: float = 0.25
    batch_size: int = 64
    epochs: int = 6
    learning_rate: float = 5e-3
    weight_decay: float = 1e-4
    verbose: bool = False
    seed: int = 0

    @classmethod
    def from_namespace(cls, ns):
        fields = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in vars(ns).items() if k in fields})
