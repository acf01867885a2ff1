from __future__ import annotations

import enum
from dataclasses import dataclass


class Activation(enum.Enum):
    RELU = "relu"
    GELU = "gelu"
    TANH = "tanh"


@dataclass
class ModelConfig:
    widths: tuple[int, ...] = (16, 16, 1)
    activation: Activation = Activation.GELU
    residual: bool = True

    @property
    def depth(self) -> int:
        return len(self.widths)

    @property
    def out_dim(self) -> int:
        return self.widths[-1]
