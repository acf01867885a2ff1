from dataclasses import dataclass


@dataclass
class GATConfig:
    n_nodes: int = 90
    n_classes: int = 3
    p_in: float = 0.15
    p_out: float = 0.02
    feat_dim: int = 8
    feat_noise: float = 1.5
    hidden: int = 8
    heads: int = 4
    lr: float = 1e-2
    weight_decay: float = 5e-4
    epochs: int = 60
    train_frac: float = 0.3
    seed: int = 0
