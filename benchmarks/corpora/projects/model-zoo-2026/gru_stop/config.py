import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    arch: str = "gru"
    vocab: int = 16
    embed: int = 8
    hidden: int = 16
    seq_len: int = 10
    batch: int = 4
    lr: float = 1e-2
    steps: int = 3
    max_new: int = 8
    eos: int = 0
    temperature: float = 0.8
