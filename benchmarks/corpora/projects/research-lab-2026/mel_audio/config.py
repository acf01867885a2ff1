from dataclasses import dataclass


@dataclass
class AudioConfig:
    sample_rate: int = 4000
    max_samples: int = 4000
    n_fft: int = 256
    hop: int = 128
    n_mels: int = 16
    pooling: str = "stats"
    n_classes: int = 4
    n_clips: int = 256
    hidden: int = 64
    batch_size: int = 32
    lr: float = 3e-3
    epochs: int = 6
    seed: int = 0
