import dataclasses


@dataclasses.dataclass(frozen=True)
class Hparams:
    seed: int = 5
    point_dim: int = 3
    max_points: int = 20
    min_points: int = 5
    phi_width: int = 64
    rho_width: int = 64
    embed: int = 32
    batch_size: int = 16
    lr: float = 3e-4
    steps: int = 2
