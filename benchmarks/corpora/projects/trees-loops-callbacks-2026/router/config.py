from dataclasses import dataclass


@dataclass(frozen=True)
class MoEConfig:
    dim: int = 4
    hidden: int = 32
    num_experts: int = 4
    balance_coef: float = 0.1
    # experts that are cheaper to run are allowed to be busier
    expert_cost: tuple[float, ...] = (1.0, 1.0, 2.0, 4.0)
    lr: float = 3e-3
    steps: int = 60
    batch: int = 256
    log_every: tuple[int, ...] = (0, 20, 40, 59)
