import dataclasses


@dataclasses.dataclass
class AEConfig:
    dim: int = 16
    latent: int = 4
    hidden: int = 32
    lr: float = 3e-3
    steps: int = 30
    batch: int = 32
    seed: int = 4
    l2_latent: float = 1e-3
