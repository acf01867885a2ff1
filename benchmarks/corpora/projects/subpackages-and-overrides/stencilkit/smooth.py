"""Averaging stencils."""

from stencilkit.base import Stencil


class Box(Stencil):
    def __init__(self, width: int):
        super().__init__([1.0 / width] * width)
        self.width = width


class Triangle(Stencil):
    def __init__(self):
        super().__init__([0.25, 0.5, 0.25])
