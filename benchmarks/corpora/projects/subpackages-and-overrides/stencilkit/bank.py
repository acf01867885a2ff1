"""A preset sequence of stencils."""

from stencilkit.sharp import Sharpen
from stencilkit.smooth import Box, Triangle


def default_bank():
    return [Box(3), Triangle(), Sharpen(amount=0.5, limit=2.0)]


def apply_all(bank, x):
    outputs = {}
    for stencil in bank:
        x = stencil.apply(x)
        outputs[type(stencil).__name__] = x
    return outputs
