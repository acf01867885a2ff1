from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EncoderConfig:
    in_features: int = 3
    dim: int = 16
    num_heads: int = 4
    depth: int = 2
    learning_rate: float = 3e-3

    @property
    def head_dim(self) -> int:
        if self.dim % self.num_heads:
            raise ValueError(f"dim={self.dim} not divisible by num_heads={self.num_heads}")
        return self.dim // self.num_heads
