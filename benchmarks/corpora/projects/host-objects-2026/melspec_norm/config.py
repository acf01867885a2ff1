"""Feature and training configuration with derived sizes."""
import dataclasses
from typing import Optional


@dataclasses.dataclass
class FeatureConfig:
    sample_rate: int = 8000
    n_fft: int = 256
    hop: int = 64
    n_mels: int = 20
    fmin: float = 60.0
    fmax: Optional[float] = None
    clip_seconds: float = 0.25
    n_classes: int = 3
    clips_per_class: int = 8
    batch_size: int = 8
    epochs: int = 4
    learning_rate: float = 3e-3
    seed: int = 0
    n_freq: int = dataclasses.field(init=False)
    clip_samples: int = dataclasses.field(init=False)

    def __post_init__(self):
        if self.hop <= 0 or self.hop > self.n_fft:
            raise ValueError("hop must be in (0, n_fft]")
        if self.fmax is None:
            self.fmax = self.sample_rate / 2
        if not 0 <= self.fmin < self.fmax <= self.sample_rate / 2:
            raise ValueError("need 0 <= fmin < fmax <= Nyquist")
        self.n_freq = self.n_fft // 2 + 1
        self.clip_samples = int(self.sample_rate * self.clip_seconds)
        if self.clip_samples < self.n_fft:
            raise ValueError("clip shorter than one FFT window")
