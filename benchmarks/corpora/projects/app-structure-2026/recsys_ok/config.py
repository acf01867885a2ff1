from dataclasses import dataclass, fields
from typing import Tuple


@dataclass(frozen=True)
class Config:
    model: str = "biased_mf"
    num_users: int = 200
    num_items: int = 120
    true_rank: int = 4
    interactions_per_user: int = 12
    embed_dim: int = 16
    l2: float = 1e-4
    batch_size: int = 256
    steps: int = 150
    learning_rate: float = 0.05
    num_negatives: int = 4
    metrics: Tuple[str, ...] = ("hit_rate", "mrr")
    top_k: int = 10
    log_every: int = 50
    seed: int = 0

    def to_dict(self):
        return {f.name: getattr(self, f.name) for f in fields(self)}
