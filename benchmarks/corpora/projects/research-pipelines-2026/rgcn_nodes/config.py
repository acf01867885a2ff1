from typing import NamedTuple


class Config(NamedTuple):
    seed: int = 3
    num_nodes: int = 48
    num_classes: int = 3
    num_relations: int = 2
    feat_dim: int = 8
    p_in: float = 0.25
    p_out: float = 0.03
    hidden: int = 16
    num_layers: int = 2
    lr: float = 1e-2
    weight_decay: float = 5e-4
    steps: int = 3
    train_frac: float = 0.5
