from typing import NamedTuple


class FlowConfig(NamedTuple):
    dim: int = 2
    n_layers: int = 4
    hidden: int = 32
    depth: int = 2
    scale_clip: float = 2.0
    lr: float = 3e-3
    steps: int = 200
    batch_size: int = 256
    log_every: int = 50
    seed: int = 0
