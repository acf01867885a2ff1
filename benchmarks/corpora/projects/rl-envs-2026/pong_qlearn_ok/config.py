"""Experiment configuration."""
from typing import NamedTuple, Sequence


class Config(NamedTuple):
    num_envs: int = 8
    rollout_len: int = 8
    iterations: int = 25
    gamma: float = 0.95
    learning_rate: float = 3e-3
    epsilon: float = 0.2
    hidden_sizes: Sequence[int] = (32, 32)
    eval_episodes: int = 2
