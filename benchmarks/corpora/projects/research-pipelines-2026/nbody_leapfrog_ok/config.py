from dataclasses import dataclass


@dataclass(frozen=True)
class SimConfig:
    n_bodies: int = 16
    dt: float = 1e-3
    num_steps: int = 200
    save_every: int = 50
    softening: float = 0.05
    G: float = 1.0
    seed: int = 42

    @property
    def num_snapshots(self):
        return self.num_steps // self.save_every
