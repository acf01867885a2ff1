"""Frame-wise power spectra and peak picking."""

from .ops import find_peaks, normalize
from .utils import jit_static

__all__ = ["find_peaks", "jit_static", "normalize"]
