from dataclasses import dataclass


@dataclass(frozen=True)
class ExperimentConfig:
    features: int = 6
    num_classes: int = 3
    hidden: int = 16
    loss: str = "balanced_xent"
    lr: float = 0.05
    epochs: int = 3
    batches_per_epoch: int = 8
    batch_size: int = 40
    seed: int = 7
