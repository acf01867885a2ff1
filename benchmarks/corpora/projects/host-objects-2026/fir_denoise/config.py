"""Signal and filter configuration."""
import dataclasses


@dataclasses.dataclass
class DenoiseConfig:
    sample_rate: int = 4000
    duration: float = 0.5
    n_channels: int = 3
    cutoff: float = 300.0
    n_taps: int = 31
    noise_std: float = 0.4
    seed: int = 0
    n_samples: int = dataclasses.field(init=False)

    def __post_init__(self):
        if self.n_taps % 2 == 0:
            raise ValueError("use an odd number of taps for a symmetric filter")
        if not 0.0 < self.cutoff < self.sample_rate / 2:
            raise ValueError("cutoff must lie strictly below Nyquist")
        self.n_samples = int(round(self.sample_rate * self.duration))
