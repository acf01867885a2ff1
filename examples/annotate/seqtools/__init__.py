"""seqtools: time-series helpers written without marks, the input of
`python -m jaxthink_typing annotate` (see examples/annotate/README.md)."""

from seqtools.stats import clipped_mean, quantile_bins, standardize, top
from seqtools.windows import ema, frames, lagged, moving_average, resample, smooth

__all__ = [
    "clipped_mean",
    "ema",
    "frames",
    "lagged",
    "moving_average",
    "quantile_bins",
    "resample",
    "smooth",
    "standardize",
    "top",
]
