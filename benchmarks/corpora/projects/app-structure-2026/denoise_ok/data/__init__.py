from denoise_ok.data.signals import batches, harmonic_signals

__all__ = ["batches", "harmonic_signals"]
