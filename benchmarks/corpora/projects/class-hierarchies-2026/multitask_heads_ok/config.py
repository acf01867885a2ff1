from dataclasses import dataclass, field


@dataclass
class Config:
    in_dim: int = 6
    trunk_width: int = 48
    trunk_depth: int = 2
    feature_dim: int = 32
    tasks: list = field(default_factory=lambda: [
        {"kind": "regression", "name": "sine", "freq": 1.5},
        {"kind": "classification", "name": "halfspace", "n_classes": 2},
        {"kind": "classification", "name": "sector", "n_classes": 4},
    ])
    batch_size: int = 64
    steps: int = 120
    lr: float = 3e-3
    eval_every: int = 40
    eval_size: int = 256
    seed: int = 0
