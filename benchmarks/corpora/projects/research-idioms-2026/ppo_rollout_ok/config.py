from dataclasses import dataclass


@dataclass
class PPOConfig:
    num_envs: int = 4
    rollout_len: int = 16
    max_episode_steps: int = 10
    hidden: int = 32
    gamma: float = 0.99
    lam: float = 0.95
    lr: float = 3e-3
    clip_eps: float = 0.2
    iters: int = 3
    seed: int = 0
