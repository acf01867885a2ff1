import dataclasses


@dataclasses.dataclass(frozen=True)
class LMConfig:
    vocab_size: int = 16
    d_model: int = 48
    n_heads: int = 4
    n_layers: int = 2
    d_ff: int = 96
    max_len: int = 24


TRAIN = dict(seed=0, seq_len=16, batch_size=64, steps=150, lr=5e-3, warmup=20,
             prompt_len=4, n_new=10)
