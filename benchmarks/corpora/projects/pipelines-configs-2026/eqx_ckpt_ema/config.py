"""Dataclass configuration."""
import dataclasses


@dataclasses.dataclass
class Config:
    seed: int = 0
    in_dim: int = 3
    width: int = 48
    depth: int = 2
    num_train: int = 512
    num_eval: int = 128
    batch_size: int = 64
    learning_rate: float = 3e-3
    ema_decay: float = 0.9
    num_steps: int = 240
    eval_every: int = 60
    ckpt_dir: str = ""


def get_config(**overrides):
    return dataclasses.replace(Config(), **overrides)
