from dataclasses import dataclass, field


@dataclass
class ExperimentConfig:
    envs: tuple = ("chain", "gridworld")
    env_kwargs: dict = field(default_factory=lambda: {
        "chain": {"length": 10},
        "gridworld": {"size": 7, "n_goals": 3, "view_radius": 1},
    })
    horizon: int = 24
    pop_size: int = 32
    sigma: float = 0.1
    lr: float = 0.05
    generations: int = 5
    episodes_per_member: int = 2
    seed: int = 0
