"""The run's settings."""

from typing import NamedTuple


class Config(NamedTuple):
    model: str = "mlp"
    classes: int = 3
