from .synth import make_tones

__all__ = ["make_tones"]
