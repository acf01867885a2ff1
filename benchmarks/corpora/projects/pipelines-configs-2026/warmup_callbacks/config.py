"""Nested dataclass configs built from plain dicts."""
import dataclasses


@dataclasses.dataclass
class DataConfig:
    num_features: int = 6
    num_train: int = 768
    num_eval: int = 256
    batch_size: int = 32
    noise: float = 0.05
    prefetch: int = 2


@dataclasses.dataclass
class ModelConfig:
    hidden: tuple = (64, 64)
    use_layernorm: bool = True


@dataclasses.dataclass
class OptimConfig:
    learning_rate: float = 3e-3
    warmup_steps: int = 20
    total_steps: int = 150
    weight_decay: float = 1e-4
    clip_norm: float = 1.0


@dataclasses.dataclass
class ExperimentConfig:
    seed: int = 0
    num_epochs: int = 6
    log_every: int = 25
    data: DataConfig = dataclasses.field(default_factory=DataConfig)
    model: ModelConfig = dataclasses.field(default_factory=ModelConfig)
    optim: OptimConfig = dataclasses.field(default_factory=OptimConfig)


def _build(cls, raw):
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in raw:
            continue
        value = raw[f.name]
        if dataclasses.is_dataclass(f.type) and isinstance(value, dict):
            value = _build(f.type, value)
        elif f.name == "hidden":
            value = tuple(value)
        kwargs[f.name] = value
    unknown = set(raw) - {f.name for f in dataclasses.fields(cls)}
    if unknown:
        raise KeyError(f"unknown config keys for {cls.__name__}: {sorted(unknown)}")
    return cls(**kwargs)


def from_dict(raw):
    return _build(ExperimentConfig, raw)


EXPERIMENT = {
    "seed": 0,
    "num_epochs": 6,
    "data": {"num_features": 6, "batch_size": 32},
    "model": {"hidden": [64, 64]},
    "optim": {"learning_rate": 3e-3, "warmup_steps": 20, "total_steps": 144},
}
