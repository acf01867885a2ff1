from dataclasses import dataclass


@dataclass
class ESConfig:
    pop_size: int = 48
    sigma: float = 0.05
    lr: float = 0.03
    weight_decay: float = 0.005
    generations: int = 30
    episode_len: int = 60
    hidden: int = 16
    log_every: int = 5
    eval_episodes: int = 8
    seed: int = 0
