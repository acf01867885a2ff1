import dataclasses
import json
from dataclasses import dataclass, field


@dataclass(frozen=True)
class ModelConfig:
    hidden: int = 32
    depth: int = 2
    activation: str = "tanh"


@dataclass(frozen=True)
class SolverConfig:
    method: str = "rk4"
    t0: float = 0.0
    t1: float = 1.0
    dt: float = 0.1


@dataclass(frozen=True)
class TrainConfig:
    learning_rate: float = 1e-2
    steps: int = 40
    batch_size: int = 32
    seed: int = 0


@dataclass(frozen=True)
class Config:
    dim: int = 2
    model: ModelConfig = field(default_factory=ModelConfig)
    solver: SolverConfig = field(default_factory=SolverConfig)
    train: TrainConfig = field(default_factory=TrainConfig)


EXPERIMENT_OVERRIDES = """
{
  "model": {"hidden": 48},
  "solver": {"dt": 0.05, "t1": 1.5},
  "train": {"steps": 30, "learning_rate": 5e-3}
}
"""


def apply_overrides(cfg, overrides):
    changes = {}
    for f in dataclasses.fields(cfg):
        if f.name not in overrides:
            continue
        value = overrides[f.name]
        current = getattr(cfg, f.name)
        if dataclasses.is_dataclass(current):
            value = apply_overrides(current, value)
        elif not isinstance(value, type(current)) and not (isinstance(current, float) and isinstance(value, int)):
            raise TypeError(f"{f.name}: expected {type(current).__name__}, got {value!r}")
        changes[f.name] = value
    unknown = set(overrides) - {f.name for f in dataclasses.fields(cfg)}
    if unknown:
        raise KeyError(f"unknown config keys: {sorted(unknown)}")
    return dataclasses.replace(cfg, **changes)


def get_config(overrides_json=EXPERIMENT_OVERRIDES):
    return apply_overrides(Config(), json.loads(overrides_json))
