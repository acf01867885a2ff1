from dataclasses import dataclass


@dataclass(frozen=True)
class SamplerConfig:
    num_steps: int = 8
    sigma_min: float = 0.002
    sigma_max: float = 20.0
    rho: float = 7.0
    s_churn: float = 10.0
    s_tmin: float = 0.05
    s_tmax: float = 5.0
    s_noise: float = 1.003


@dataclass(frozen=True)
class ModelConfig:
    length: int = 32
    width: int = 64
    depth: int = 2
    sigma_data: float = 0.5


SEED = 4
NUM_SAMPLES = 4
