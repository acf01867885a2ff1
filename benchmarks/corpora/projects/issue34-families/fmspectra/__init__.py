from .fm_spectra_analysis import power_spectrum

__all__ = ["power_spectrum"]
