import dataclasses


@dataclasses.dataclass
class Config:
    seed: int = 1
    dim: int = 24
    rank: int = 4
    num_examples: int = 512
    batch_size: int = 64
    latent: int = 8
    widths: tuple = (64, 32)
    noise_std: float = 0.3
    dropout: float = 0.1
    lr: float = 1e-3
    b1: float = 0.9
    b2: float = 0.99
    clip: float = 1.0
    loss_beta: float = 0.95
    steps: int = 2


def from_args(argv):
    cfg = Config()
    for arg in argv:
        key, _, value = arg.partition("=")
        current = getattr(cfg, key)
        setattr(cfg, key, type(current)(value))
    return cfg
