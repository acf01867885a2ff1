"""Column schema: frozen dataclasses validated on construction."""
import dataclasses

KINDS = ("num", "cat")


@dataclasses.dataclass(frozen=True)
class ColumnSpec:
    name: str
    kind: str = "num"
    clip_sigma: float = 4.0
    n_levels: int = 0

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"{self.name}: unknown kind {self.kind!r}")
        if self.clip_sigma <= 0:
            raise ValueError(f"{self.name}: clip_sigma must be positive")
        if self.kind == "cat" and self.n_levels < 2:
            raise ValueError(f"{self.name}: categorical columns need n_levels >= 2")


COLUMNS = (
    ColumnSpec("age"),
    ColumnSpec("income", clip_sigma=3.0),
    ColumnSpec("visits"),
    ColumnSpec("region", kind="cat", n_levels=4),
)
