"""FIR filter design on the host with SciPy."""
import dataclasses
from typing import Sequence

import numpy as np
import scipy.signal

from .config import DenoiseConfig


@dataclasses.dataclass
class FilterBank:
    cfg: DenoiseConfig
    taps: Sequence[float] = dataclasses.field(init=False)
    dc_gain: float = dataclasses.field(init=False)

    def __post_init__(self):
        h = scipy.signal.firwin(self.cfg.n_taps, self.cfg.cutoff, fs=self.cfg.sample_rate)
        self.taps = tuple(float(v) for v in h)
        self.dc_gain = float(np.sum(h))
        if abs(self.dc_gain - 1.0) > 1e-3:
            raise ValueError(f"unexpected DC gain {self.dc_gain}")
