"""Run settings read from a JSON document."""

import dataclasses
import json

DEFAULTS = """
{
    "hidden": 12,
    "depth": 2,
    "activation": "tanh",
    "lr": 0.05,
    "l2": 0.0005,
    "steps": 30,
    "batch": 16,
    "clip": null
}
"""


@dataclasses.dataclass(frozen=True)
class Settings:
    hidden: int
    depth: int
    activation: str
    lr: float
    l2: float
    steps: int
    batch: int
    clip: float | None = None

    @classmethod
    def from_json(cls, text: str = DEFAULTS) -> "Settings":
        raw = json.loads(text)
        return cls(**raw)

    def replace(self, **changes) -> "Settings":
        return dataclasses.replace(self, **changes)

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)
