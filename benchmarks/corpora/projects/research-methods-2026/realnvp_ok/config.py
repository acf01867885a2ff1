from typing import NamedTuple


class FlowConfig(NamedTuple):
    seed: int = 1
    n_couplings: int = 6
    hidden: int = 48
    depth: int = 2
    lr: float = 1e-3
    batch_size: int = 256
    steps: int = 300
    loss: str = "nll_robust"
    scale_clip: float = 2.0


DEFAULT = FlowConfig()
