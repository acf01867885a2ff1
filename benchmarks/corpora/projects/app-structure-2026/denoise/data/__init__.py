from denoise.data.signals import batches, harmonic_signals

__all__ = ["batches", "harmonic_signals"]
