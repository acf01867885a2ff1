from typing import NamedTuple


class MoEConfig(NamedTuple):
    d_in: int = 4
    d_out: int = 1
    n_experts: int = 4
    expert_hidden: int = 32
    n_clusters: int = 4
    n_train: int = 1024
    batch_size: int = 128
    lr: float = 3e-3
    steps: int = 60
    balance_weight: float = 0.01
    seed: int = 0
