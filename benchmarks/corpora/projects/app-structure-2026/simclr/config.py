import dataclasses
from typing import Any, Dict, Tuple


@dataclasses.dataclass(frozen=True)
class Config:
    encoder: str = "mlp"
    objective: str = "nt_xent"
    augmentations: Tuple[str, ...] = ("jitter", "feature_drop")
    input_dim: int = 16
    num_clusters: int = 6
    num_examples: int = 600
    hidden_dims: Tuple[int, ...] = (64, 64)
    embed_dim: int = 16
    proj_dim: int = 8
    temperature: float = 0.2
    jitter_scale: float = 0.3
    drop_rate: float = 0.2
    batch_size: int = 64
    steps: int = 60
    learning_rate: float = 2e-3
    seed: int = 0
    log_every: int = 20

    @classmethod
    def from_dict(cls, values: Dict[str, Any]) -> "Config":
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(values) - names
        if unknown:
            raise ValueError(f"unknown config keys: {sorted(unknown)}")
        return cls(**values)
