from dataclasses import dataclass
from typing import NamedTuple

import numpy as np


@dataclass
class SweepConfig:
    population: int = 8
    rounds: int = 6
    steps_per_round: int = 25
    batch_size: int = 64
    hidden: int = 32
    n_features: int = 2
    n_classes: int = 3
    n_train: int = 1200
    n_val: int = 300
    truncation: float = 0.25
    seed: int = 0


class HParams(NamedTuple):
    lr: np.ndarray
    momentum: np.ndarray
    weight_decay: np.ndarray
    label_smoothing: np.ndarray


def sample_hparams(rng, n):
    return HParams(
        lr=np.exp(rng.uniform(np.log(1e-3), np.log(3e-1), size=n)).astype(np.float32),
        momentum=rng.uniform(0.5, 0.95, size=n).astype(np.float32),
        weight_decay=rng.choice(np.array([0.0, 1e-4, 1e-3], np.float32), size=n),
        label_smoothing=rng.uniform(0.0, 0.1, size=n).astype(np.float32),
    )
