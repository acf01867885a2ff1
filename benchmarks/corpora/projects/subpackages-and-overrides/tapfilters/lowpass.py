"""Averaging filters."""

from tapfilters.base import Filter


class MovingAverage(Filter):
    def __init__(self, width: int):
        super().__init__([1.0 / width] * width)
        self.width = width

    def key(self):
        return super().key() + (self.width,)


class Hann(Filter):
    def __init__(self):
        super().__init__([0.25, 0.5, 0.25])
