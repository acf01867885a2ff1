"""Sequence and model configuration."""
import dataclasses


@dataclasses.dataclass(frozen=True)
class SeqConfig:
    sample_rate: int = 2000
    frame_len: int = 64
    hop: int = 32
    n_bands: int = 8
    min_frames: int = 6
    max_frames: int = 20
    n_classes: int = 3
    n_sequences: int = 48
    batch_size: int = 12
    steps: int = 60
    learning_rate: float = 0.05
    seed: int = 0

    def __post_init__(self):
        if not 0 < self.min_frames <= self.max_frames:
            raise ValueError("need 0 < min_frames <= max_frames")
        if self.hop > self.frame_len:
            raise ValueError("hop larger than frame_len leaves gaps")
        if self.n_sequences % self.batch_size:
            raise ValueError("n_sequences must be a multiple of batch_size")
