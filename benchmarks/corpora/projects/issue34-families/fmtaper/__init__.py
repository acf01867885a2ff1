from .fm_taper_analysis import power_spectrum

__all__ = ["power_spectrum"]
