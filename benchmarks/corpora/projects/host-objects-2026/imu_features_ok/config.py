"""Experiment configuration with derived feature width."""
import dataclasses


@dataclasses.dataclass
class Config:
    window: int = 32
    n_axes: int = 6
    n_classes: int = 3
    windows_per_class: int = 30
    batch_size: int = 16
    hidden: int = 32
    learning_rate: float = 1e-2
    epochs: int = 6
    seed: int = 0
    n_features: int = dataclasses.field(init=False)

    def __post_init__(self):
        if self.window < 8:
            raise ValueError("window too short for stable statistics")
        if self.batch_size <= 0:
            raise ValueError("batch_size must be positive")
        self.n_features = 3 * self.n_axes
