import dataclasses
from typing import Tuple


@dataclasses.dataclass(frozen=True)
class Config:
    env: str = "chain"
    num_states: int = 7
    horizon: int = 12
    start_reward: float = 0.2
    end_reward: float = 1.0
    hidden: Tuple[int, ...] = (32, 32)
    num_envs: int = 16
    iterations: int = 50
    gamma: float = 0.95
    learning_rate: float = 1e-2
    entropy_coef: float = 0.01
    eval_episodes: int = 32
    seed: int = 0
    log_every: int = 10

    @property
    def env_kwargs(self):
        return {
            "num_states": self.num_states,
            "horizon": self.horizon,
            "start_reward": self.start_reward,
            "end_reward": self.end_reward,
        }
