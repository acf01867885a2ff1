"""Dataclass configs loaded from JSON, with dotted-path overrides."""
import dataclasses
import json
import typing
from dataclasses import dataclass


@dataclass(frozen=True)
class DataConfig:
    n_features: int = 64
    d_in: int = 32
    p_active: float = 0.05
    n_samples: int = 4096
    seed: int = 0


@dataclass(frozen=True)
class ModelConfig:
    d_hidden: int = 128
    activation: str = "relu"
    k: int = 8
    k_frac: float = 0.05


@dataclass(frozen=True)
class TrainConfig:
    lr: float = 1e-3
    steps: int = 200
    batch: int = 256
    l1: float = 0.0
    seed: int = 0


@dataclass(frozen=True)
class Config:
    data: DataConfig = DataConfig()
    model: ModelConfig = ModelConfig()
    train: TrainConfig = TrainConfig()


CONFIG_JSON = """
{
  "data":  {"n_features": 64, "d_in": 32, "p_active": 0.05, "n_samples": 4096},
  "model": {"d_hidden": 128, "activation": "topk", "k": 6},
  "train": {"lr": 2e-3, "steps": 200, "batch": 256, "l1": 0.0}
}
"""


def from_dict(cls, d):
    hints = typing.get_type_hints(cls)
    kwargs = {}
    for key, value in d.items():
        ftype = hints[key]
        kwargs[key] = from_dict(ftype, value) if dataclasses.is_dataclass(ftype) else ftype(value)
    return cls(**kwargs)


def override(cfg, dotted, raw):
    head, _, rest = dotted.partition(".")
    if rest:
        return dataclasses.replace(cfg, **{head: override(getattr(cfg, head), rest, raw)})
    ftype = typing.get_type_hints(type(cfg))[head]
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return dataclasses.replace(cfg, **{head: ftype(value)})


def load_config(text, overrides=()):
    cfg = from_dict(Config, json.loads(text))
    for item in overrides:
        key, _, raw = item.partition("=")
        cfg = override(cfg, key.strip(), raw.strip())
    return cfg
