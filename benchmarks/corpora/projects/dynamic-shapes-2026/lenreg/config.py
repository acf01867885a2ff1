"""Hyper-parameters for a tiny non-autoregressive TTS acoustic model."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    n_phonemes: int = 8
    dim: int = 32
    encoder_widths: tuple[int, ...] = (48, 32)
    n_mels: int = 6
    max_phones: int = 10
    max_dur: int = 4
    batch: int = 8
    n_batches: int = 6
    epochs: int = 3
    lr: float = 3e-3
    seed: int = 0

    @property
    def max_frames(self):
        return self.max_phones * self.max_dur
