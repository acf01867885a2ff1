from dataclasses import dataclass


@dataclass
class RecConfig:
    num_users: int = 64
    num_items: int = 200
    latent_dim: int = 8
    embed_dim: int = 16
    interactions_per_user: int = 12
    num_neg: int = 8
    batch_size: int = 128
    steps: int = 150
    lr: float = 1e-2
    l2: float = 1e-4
    top_k: int = 10
    log_every: int = 50
    seed: int = 0
