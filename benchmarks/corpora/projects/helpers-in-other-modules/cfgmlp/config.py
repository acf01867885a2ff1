import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    widths: tuple = (4, 16, 16, 1)
    activation: str = "tanh"
    residual: bool = True
    weight_decay: float = 0.0


DEFAULT = ModelConfig()
