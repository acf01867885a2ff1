import dataclasses


@dataclasses.dataclass
class LMConfig:
    vocab: int = 20
    seq: int = 10
    d_model: int = 32
    heads: int = 4
    layers: int = 2
    mlp_ratio: int = 2
    dropout: float = 0.1
    batch: int = 4
    steps: int = 3
    lr: float = 3e-3
    seed: int = 0
