from .bars import make_bars

__all__ = ["make_bars"]
