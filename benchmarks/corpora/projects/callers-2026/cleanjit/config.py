from dataclasses import dataclass


@dataclass(frozen=True)
class FeatureSpec:
    n_features: int = 32
    kind: str = "rff"
    lengthscale: float = 1.0


@dataclass(frozen=True)
class Experiment:
    n_train: int = 40
    n_test: int = 10
    dim: int = 3
    ridge: float = 1e-2
    rounds: int = 3
    seed: int = 0
    features: FeatureSpec = FeatureSpec()
    widths: tuple = (16, 32)
